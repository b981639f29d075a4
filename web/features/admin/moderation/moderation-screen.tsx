import { Tabs } from 'radix-ui';
import { useSearchParams } from '../../../lib/router';
import { AdminScreen } from '../admin-screen';
import { ModerationListings } from './moderation-listings';
import { ModerationReviews } from './moderation-reviews';

const TAB_CLASS =
  'min-h-tap flex-1 rounded-lg px-4 font-semibold text-tierra-700 transition-colors ' +
  'hover:text-campo-900 data-[state=active]:bg-white data-[state=active]:text-campo-900 ' +
  'data-[state=active]:shadow-sm sm:flex-none';

/** /admin/moderacion: listings (hide with a reason, show again) and reviews (remove). */
export function ModerationScreen() {
  const [search, setSearch] = useSearchParams();
  const tab = search.get('ver') === 'opiniones' ? 'opiniones' : 'publicaciones';

  return (
    <AdminScreen
      title="Moderación"
      description="Oculta publicaciones o elimina opiniones que no cumplen las normas. Cada acción queda registrada."
    >
      <Tabs.Root
        value={tab}
        onValueChange={(value) => {
          const next = new URLSearchParams(search);
          if (value === 'opiniones') next.set('ver', value);
          else next.delete('ver');
          setSearch(next, { replace: true });
        }}
      >
        <Tabs.List
          aria-label="Qué moderar"
          className="mb-5 flex rounded-xl bg-tierra-100 p-1 sm:inline-flex"
        >
          <Tabs.Trigger value="publicaciones" className={TAB_CLASS}>
            Publicaciones
          </Tabs.Trigger>
          <Tabs.Trigger value="opiniones" className={TAB_CLASS}>
            Opiniones
          </Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="publicaciones" className="focus:outline-none">
          <ModerationListings />
        </Tabs.Content>
        <Tabs.Content value="opiniones" className="focus:outline-none">
          <ModerationReviews />
        </Tabs.Content>
      </Tabs.Root>
    </AdminScreen>
  );
}
