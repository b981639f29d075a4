import { useId, useState } from 'react';
import { buttonClass } from './button-styles';

// Longer texts start folded to three lines, so a list of cards stays easy to scan.
const FOLD_AFTER_CHARACTERS = 180;
const FOLD_AFTER_LINES = 3;

/** A card's description: folded when long, opened and closed with 'Leer más' / 'Leer menos'. */
export function FoldedText({ text, className = '' }: { text: string; className?: string }) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const long = text.length > FOLD_AFTER_CHARACTERS || text.split('\n').length > FOLD_AFTER_LINES;
  return (
    <div className={className}>
      <p
        id={id}
        className={`whitespace-pre-line break-words text-tierra-800 ${long && !open ? 'line-clamp-3' : ''}`}
      >
        {text}
      </p>
      {long && (
        <button
          type="button"
          aria-expanded={open}
          aria-controls={id}
          className={buttonClass('ghost', '-ml-3 px-3 text-campo-800 underline')}
          onClick={() => setOpen(!open)}
        >
          {open ? 'Leer menos' : 'Leer más'}
        </button>
      )}
    </div>
  );
}
