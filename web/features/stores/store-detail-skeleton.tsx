const block = 'animate-pulse rounded-xl bg-tierra-100';

/** The shape of the store screen while it loads, so nothing jumps when it arrives. */
export function StoreDetailSkeleton() {
  return (
    <div role="status" className="mt-2">
      <span className="sr-only">Cargando tienda…</span>
      <div aria-hidden="true">
        <div className={`${block} h-9 w-3/4 sm:w-1/2`} />
        <div className={`${block} mt-2 h-5 w-1/3`} />
        <div className={`${block} mt-4 h-12 w-full sm:w-64`} />
        <div className="mt-5 grid gap-5 md:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
          <div className="aspect-[16/9] animate-pulse rounded-3xl bg-tierra-100" />
          <div className="flex flex-col gap-4">
            <div className={`${block} h-32 rounded-3xl`} />
            <div className={`${block} h-24 rounded-3xl`} />
          </div>
        </div>
        <div className={`${block} mt-8 h-7 w-40`} />
        <div className="mt-3 grid grid-cols-1 gap-3 min-[380px]:grid-cols-2 sm:grid-cols-3 sm:gap-4 lg:grid-cols-4">
          {Array.from({ length: 4 }, (_, index) => (
            <div
              key={index}
              className="overflow-hidden rounded-2xl border border-tierra-200 bg-white"
            >
              <div className="aspect-[4/3] animate-pulse bg-tierra-100" />
              <div className="flex flex-col gap-2 p-3">
                <div className={`${block} h-4 w-3/4`} />
                <div className={`${block} h-5 w-1/2`} />
              </div>
            </div>
          ))}
        </div>
      </div>
    </div>
  );
}
