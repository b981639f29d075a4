import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import {
  createMemoryRouter,
  Link,
  matchRoutes,
  Outlet,
  RouterProvider,
  useBlocker,
  useNavigation,
  useParams,
  useRouteError,
  type RouteObject,
} from './index';

const Screen = ({ name }: { name: string }) => <h1>{name}</h1>;

function Failure() {
  const error = useRouteError();
  return <p role="alert">Falló: {error instanceof Error ? error.message : 'sin detalle'}</p>;
}

/** A promise the test settles, standing for a screen's code on a slow network. */
function slowCode() {
  let arrive!: () => void;
  let fail!: (error: Error) => void;
  const code = new Promise<{ Component: () => React.JSX.Element }>((resolve, reject) => {
    arrive = () => resolve({ Component: () => <Screen name="Pantalla lenta" /> });
    fail = reject;
  });
  return { code, arrive, fail };
}

describe('matchRoutes', () => {
  const table: RouteObject[] = [
    { path: '*', id: 'not-found' },
    { path: '/cosechas/:id', id: 'harvest' },
    { path: '/cosechas/mias', id: 'mine' },
    { path: '/HomePage', id: 'landing' },
    { path: '/admin/*', id: 'admin' },
  ];
  const matched = (pathname: string) => matchRoutes(table, pathname)?.at(-1);

  it('a fixed segment wins over a parameter, and a parameter over `*`, whatever the table order', () => {
    expect(matched('/cosechas/mias')?.route.id).toBe('mine');
    expect(matched('/cosechas/12')).toMatchObject({
      route: { id: 'harvest' },
      params: { id: '12' },
    });
    expect(matched('/cosechas/12/nada')?.route.id).toBe('not-found');
  });

  it('ignores letter case in fixed segments and a trailing slash, and decodes params', () => {
    expect(matched('/homepage/')?.route.id).toBe('landing');
    expect(matched('/cosechas/caf%C3%A9')?.params.id).toBe('café');
  });

  it('a splat keeps the rest of the address', () => {
    expect(matched('/admin/tiendas/3')?.params['*']).toBe('tiendas/3');
    expect(matched('/admin')?.params['*']).toBe('');
  });
});

describe('navigation', () => {
  it('keeps the screen on show while the next one’s code arrives, then shows it', async () => {
    const slow = slowCode();
    function Layout() {
      return (
        <>
          {useNavigation().state === 'loading' && <p>Cargando…</p>}
          <Outlet />
        </>
      );
    }
    const router = createMemoryRouter([
      {
        Component: Layout,
        children: [
          { path: '/', element: <Link to="/lenta">Ir</Link> },
          { path: '/lenta', lazy: () => slow.code },
        ],
      },
    ]);
    render(<RouterProvider router={router} />);

    await userEvent.click(screen.getByRole('link', { name: 'Ir' }));
    expect(screen.getByText('Cargando…')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Ir' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/');

    await act(async () => slow.arrive());
    expect(await screen.findByRole('heading', { name: 'Pantalla lenta' })).toBeVisible();
    expect(screen.queryByText('Cargando…')).toBeNull();
    expect(router.state.location.pathname).toBe('/lenta');
  });

  it('a guard’s address replaces the one asked for, so Back does not meet the guard again', async () => {
    const router = createMemoryRouter(
      [
        { path: '/', element: <Screen name="Inicio" /> },
        {
          path: '/privada',
          guard: () => '/entrar?next=%2Fprivada',
          element: <Screen name="Privada" />,
        },
        { path: '/entrar', element: <Screen name="Entrar" /> },
      ],
      { initialEntries: ['/'] },
    );
    render(<RouterProvider router={router} />);

    await act(() => router.navigate('/privada'));
    expect(screen.getByRole('heading', { name: 'Entrar' })).toBeVisible();
    expect(router.state).toMatchObject({
      historyAction: 'REPLACE',
      location: { pathname: '/entrar', search: '?next=%2Fprivada' },
    });
  });

  it('a link to the address on show replaces it instead of adding an entry', async () => {
    const router = createMemoryRouter([{ path: '/', element: <Link to="/">Aquí</Link> }]);
    render(<RouterProvider router={router} />);

    await userEvent.click(screen.getByRole('link', { name: 'Aquí' }));
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('code that fails to arrive is drawn by the nearest ErrorBoundary, and the next address clears it', async () => {
    const slow = slowCode();
    const router = createMemoryRouter([
      {
        path: '/',
        element: <Screen name="Inicio" />,
      },
      {
        ErrorBoundary: Failure,
        children: [{ path: '/lenta', lazy: () => slow.code }],
      },
    ]);
    render(<RouterProvider router={router} />);

    const opening = router.navigate('/lenta');
    await act(async () => {
      slow.fail(new Error('sin señal'));
      await opening;
    });
    expect(screen.getByRole('alert')).toHaveTextContent('Falló: sin señal');

    await act(() => router.navigate('/'));
    expect(screen.getByRole('heading', { name: 'Inicio' })).toBeVisible();
  });

  it('a screen that throws while drawing is replaced by its ErrorBoundary, and the next address clears it', async () => {
    function Broken(): React.JSX.Element {
      throw new Error('dato roto');
    }
    // React reports the caught error on the console; the test reads the screen instead.
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const router = createMemoryRouter([
      {
        ErrorBoundary: Failure,
        children: [
          { path: '/', element: <Screen name="Inicio" /> },
          { path: '/rota', Component: Broken },
        ],
      },
    ]);
    render(<RouterProvider router={router} />);

    await act(() => router.navigate('/rota'));
    quiet.mockRestore();
    expect(screen.getByRole('alert')).toHaveTextContent('Falló: dato roto');

    await act(() => router.navigate('/'));
    expect(screen.getByRole('heading', { name: 'Inicio' })).toBeVisible();
  });

  it('the address’s params reach the screen', () => {
    function Product() {
      return <Screen name={`Producto ${useParams().id}`} />;
    }
    const router = createMemoryRouter([{ path: '/producto/:id', Component: Product }], {
      initialEntries: ['/producto/42'],
    });
    render(<RouterProvider router={router} />);
    expect(screen.getByRole('heading', { name: 'Producto 42' })).toBeVisible();
  });
});

describe('useBlocker', () => {
  function Editing() {
    const blocker = useBlocker(({ nextLocation }) => nextLocation.pathname !== '/editar');
    if (blocker.state !== 'blocked') return <Screen name="Editando" />;
    return (
      <div role="dialog">
        <button onClick={blocker.reset}>Seguir editando</button>
        <button onClick={blocker.proceed}>Salir sin guardar</button>
      </div>
    );
  }

  const editingRouter = () =>
    createMemoryRouter(
      [
        { path: '/', element: <Screen name="Inicio" /> },
        { path: '/editar', Component: Editing },
      ],
      { initialEntries: ['/', '/editar'] },
    );

  it('holds a navigation until the person chooses: stay, or leave', async () => {
    const router = editingRouter();
    render(<RouterProvider router={router} />);

    await act(() => router.navigate('/'));
    expect(screen.getByRole('dialog')).toBeVisible();
    expect(router.state.location.pathname).toBe('/editar');

    await userEvent.click(screen.getByRole('button', { name: 'Seguir editando' }));
    expect(screen.getByRole('heading', { name: 'Editando' })).toBeVisible();

    await act(() => router.navigate('/'));
    await userEvent.click(screen.getByRole('button', { name: 'Salir sin guardar' }));
    expect(screen.getByRole('heading', { name: 'Inicio' })).toBeVisible();
  });

  it('puts the entry back when Back is held, and goes back when the person leaves', async () => {
    const router = editingRouter();
    render(<RouterProvider router={router} />);

    // The phone's Back: the history moves first, then the router hears of it.
    await act(async () => void router.navigate(-1));
    expect(await screen.findByRole('dialog')).toBeVisible();
    expect(router.state.location.pathname).toBe('/editar');

    await userEvent.click(screen.getByRole('button', { name: 'Salir sin guardar' }));
    expect(await screen.findByRole('heading', { name: 'Inicio' })).toBeVisible();
    expect(router.state.historyAction).toBe('POP');
  });
});
