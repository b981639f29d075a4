import type { ReactNode } from 'react';

// A radio button drawn as a big card (person type, code channel): the whole card is the touch
// target, and the native radio inside keeps keyboard and screen-reader behaviour.

type ChoiceCardProps = {
  name: string;
  value: string;
  checked: boolean;
  onChange: (value: string) => void;
  title: string;
  description?: string;
  icon?: ReactNode;
  id?: string;
  disabled?: boolean;
};

export function ChoiceCard({
  name,
  value,
  checked,
  onChange,
  title,
  description,
  icon,
  id,
  disabled,
}: ChoiceCardProps) {
  return (
    <label
      className={
        'flex min-h-tap cursor-pointer items-center gap-3 rounded-2xl border-2 px-3.5 py-3 ' +
        'transition-colors has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-offset-2 ' +
        'has-[:focus-visible]:outline-maiz-600 has-[:disabled]:cursor-not-allowed has-[:disabled]:opacity-60 ' +
        (checked
          ? 'border-campo-600 bg-campo-50 text-campo-900'
          : 'border-tierra-200 bg-white text-tierra-900 hover:border-tierra-300')
      }
    >
      <input
        type="radio"
        id={id}
        name={name}
        value={value}
        checked={checked}
        disabled={disabled}
        onChange={() => onChange(value)}
        className="size-5 shrink-0 accent-campo-700 focus-visible:outline-none"
      />
      {icon && (
        <span
          aria-hidden="true"
          className={`flex size-10 shrink-0 items-center justify-center rounded-xl ${checked ? 'bg-campo-100 text-campo-700' : 'bg-tierra-100 text-tierra-700'}`}
        >
          {icon}
        </span>
      )}
      <span className="min-w-0">
        <span className="block font-bold leading-snug">{title}</span>
        {description && (
          <span className="block text-sm leading-snug text-tierra-600">{description}</span>
        )}
      </span>
    </label>
  );
}
