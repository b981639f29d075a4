import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState, type ComponentType } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { DIALOG_LOAD_FAILED, DIALOG_LOADING, onDemandDialog } from './on-demand-dialog';

type Props = { open: boolean; onOpenChange: (open: boolean) => void };

function Question({ open }: Props) {
  return open ? <div role="dialog" aria-label="¿Seguro?" /> : null;
}

/** A download the test answers when it wants, as a slow connection would. */
function slowModule() {
  const answers: Array<{ resolve: () => void; reject: () => void }> = [];
  const load = vi.fn(
    () =>
      new Promise<{ default: ComponentType<Props> }>((resolve, reject) =>
        answers.push({
          resolve: () => resolve({ default: Question }),
          reject: () => reject(new Error('offline')),
        }),
      ),
  );
  return { load, answers };
}

function Page({ Dialog }: { Dialog: ComponentType<Props> }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Abrir
      </button>
      <Dialog open={open} onOpenChange={setOpen} />
    </>
  );
}

const make = (load: () => Promise<{ default: ComponentType<Props> }>) =>
  onDemandDialog<Props>(load, {
    isOpen: (props) => props.open,
    close: (props) => props.onOpenChange(false),
  });

describe('a dialog whose code comes when it first opens', () => {
  it('downloads nothing while closed, and answers a tap at once with a waiting veil', async () => {
    const { load, answers } = slowModule();
    render(<Page Dialog={make(load)} />);
    expect(load).not.toHaveBeenCalled();

    await userEvent.click(screen.getByRole('button', { name: 'Abrir' }));

    expect(screen.getByRole('status')).toHaveTextContent(DIALOG_LOADING);
    expect(load).toHaveBeenCalledTimes(1);
    await act(async () => answers[0]!.resolve());
    expect(await screen.findByRole('dialog', { name: '¿Seguro?' })).toBeInTheDocument();
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('says so when the code cannot arrive, and tries again or closes', async () => {
    const { load, answers } = slowModule();
    render(<Page Dialog={make(load)} />);
    await userEvent.click(screen.getByRole('button', { name: 'Abrir' }));
    await act(async () => answers[0]!.reject());

    expect(await screen.findByText(DIALOG_LOAD_FAILED)).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(screen.getByRole('status')).toHaveTextContent(DIALOG_LOADING);
    await act(async () => answers[1]!.reject());
    await userEvent.click(await screen.findByRole('button', { name: 'Cerrar' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(screen.queryByRole('status')).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'Abrir' }));
    await act(async () => answers[2]!.resolve());
    expect(await screen.findByRole('dialog', { name: '¿Seguro?' })).toBeInTheDocument();
  });

  it('in a server-rendered page, opens once the whole stylesheet is in too', async () => {
    // A rendered page names the whole stylesheet on its script and carries only its own rules.
    const script = document.createElement('script');
    script.dataset.css = '/assets/index-abc123.css';
    document.body.append(script);
    vi.resetModules();
    const { onDemandDialog: fresh } = await import('./on-demand-dialog');
    const { load, answers } = slowModule();
    render(
      <Page
        Dialog={fresh<Props>(load, {
          isOpen: (props) => props.open,
          close: (props) => props.onOpenChange(false),
        })}
      />,
    );

    await userEvent.click(screen.getByRole('button', { name: 'Abrir' }));
    await act(async () => answers[0]!.resolve());
    expect(screen.getByRole('status')).toHaveTextContent(DIALOG_LOADING);
    expect(screen.queryByRole('dialog')).toBeNull();

    const sheet = document.head.querySelector('link[rel="stylesheet"]')!;
    expect(sheet).toHaveAttribute('href', '/assets/index-abc123.css');
    await act(async () => sheet.dispatchEvent(new Event('load')));
    expect(await screen.findByRole('dialog', { name: '¿Seguro?' })).toBeInTheDocument();
    script.remove();
    sheet.remove();
  });

  it('`preload` fetches it ahead, so the tap opens it without waiting', async () => {
    const { load, answers } = slowModule();
    const Dialog = make(load);
    Dialog.preload();
    await act(async () => answers[0]!.resolve());
    render(<Page Dialog={Dialog} />);

    await userEvent.click(screen.getByRole('button', { name: 'Abrir' }));

    expect(screen.getByRole('dialog', { name: '¿Seguro?' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });
});
