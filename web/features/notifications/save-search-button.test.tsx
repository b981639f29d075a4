import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SAVED_SEARCH_MESSAGES } from '../../../domain/notifications/notification-messages';
import { queryClient } from '../../lib/query-client';
import { answer, fakeApi } from '../../test/fake-api';
import { signIn } from '../../test/render-app';
import { SAVE_SEARCH_MESSAGES as m, SaveSearchButton } from './save-search-button';
import { savedSearchCriteria } from './saved-search-criteria';

afterEach(() => {
  queryClient.clear();
  vi.unstubAllGlobals();
});

function renderButton(search: string, category = 0) {
  signIn();
  return render(
    <QueryClientProvider client={queryClient}>
      <SaveSearchButton criteria={savedSearchCriteria(new URLSearchParams(search), category)} />
    </QueryClientProvider>,
  );
}

const saved = () =>
  answer(201, {
    message: SAVED_SEARCH_MESSAGES.saved,
    data: {
      id: 1,
      q: 'cafe',
      category: null,
      department: null,
      municipality: null,
      near: { id: 41298, name: 'Garzón' },
      radius_km: 50,
      max_price: null,
      created_at: '2026-11-25T10:00:00.000Z',
    },
  });

describe('Avísame cuando publiquen esto', () => {
  it('saves the search on screen with the catalogue’s own parameters', async () => {
    const api = fakeApi({ 'POST /saved-searches': saved });
    renderButton('name=Todas&q=cafe&cerca=41298&radio=50&max_price=20000&sort=price_desc&page=2');
    await userEvent.click(screen.getByRole('button', { name: m.button }));
    expect(await screen.findByRole('status')).toHaveTextContent(SAVED_SEARCH_MESSAGES.saved);
    expect(api.requests[0]!.body).toEqual({
      q: 'cafe',
      near: 41298,
      radius_km: 50,
      max_price: 20000,
    });
  });

  it('takes the category of the page', async () => {
    const api = fakeApi({ 'POST /saved-searches': saved });
    renderButton('name=Café', 7);
    await userEvent.click(screen.getByRole('button', { name: m.button }));
    await screen.findByRole('status');
    expect(api.requests[0]!.body).toEqual({ category: 7 });
  });

  it('is not offered for the whole catalogue without words or place', () => {
    renderButton('name=Todas&max_price=5000&sort=price_asc');
    expect(screen.queryByRole('button', { name: m.button })).toBeNull();
  });

  it('shows the server’s reason when it cannot save (10 searches already)', async () => {
    fakeApi({
      'POST /saved-searches': () => answer(409, { message: SAVED_SEARCH_MESSAGES.limitReached }),
    });
    renderButton('q=papa');
    await userEvent.click(screen.getByRole('button', { name: m.button }));
    expect(await screen.findByRole('alert')).toHaveTextContent(SAVED_SEARCH_MESSAGES.limitReached);
  });

  it('asks for push only after saving, and only when the person accepts', async () => {
    const requestPermission = vi.fn(async () => 'denied' as const);
    vi.stubGlobal(
      'Notification',
      Object.assign(function Notification() {}, {
        permission: 'default',
        requestPermission,
      }),
    );
    vi.stubGlobal('PushManager', function PushManager() {});
    Object.defineProperty(navigator, 'serviceWorker', { value: {}, configurable: true });
    fakeApi({ 'POST /saved-searches': saved });
    renderButton('q=cafe');

    expect(screen.queryByText(m.pushOffer)).toBeNull();
    expect(requestPermission).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: m.button }));
    expect(await screen.findByText(m.pushOffer)).toBeVisible();
    expect(requestPermission).not.toHaveBeenCalled();

    await userEvent.click(screen.getByRole('button', { name: m.pushAccept }));
    await waitFor(() => expect(requestPermission).toHaveBeenCalledTimes(1));
    expect(await screen.findByText(m.pushBlocked)).toBeVisible();
    Reflect.deleteProperty(navigator, 'serviceWorker');
  });
});
