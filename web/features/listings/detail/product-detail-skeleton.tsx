const block = 'animate-pulse rounded-xl bg-tierra-100';

/** The shape of the product screen while it loads, so nothing jumps when it arrives. */
export function ProductDetailSkeleton() {
  return (
    <div
      role="status"
      className="mt-3 grid gap-6 md:grid-cols-[minmax(0,1.1fr)_minmax(0,1fr)] md:gap-8 lg:gap-10"
    >
      <span className="sr-only">Cargando producto…</span>
      <div aria-hidden="true">
        <div className="aspect-[4/3] animate-pulse rounded-3xl bg-tierra-100" />
        <div className="mt-3 flex gap-2">
          <div className={`${block} size-16 sm:size-20`} />
          <div className={`${block} size-16 sm:size-20`} />
          <div className={`${block} size-16 sm:size-20`} />
        </div>
      </div>
      <div aria-hidden="true" className="flex flex-col gap-4">
        <div className="flex gap-2">
          <div className={`${block} h-9 w-28 rounded-full`} />
          <div className={`${block} h-9 w-20 rounded-full`} />
        </div>
        <div className={`${block} h-9 w-4/5`} />
        <div className={`${block} h-10 w-1/2`} />
        <div className={`${block} h-5 w-2/3`} />
        <div className={`${block} h-5 w-1/2`} />
        <div className={`${block} mt-2 h-12 w-full`} />
        <div className={`${block} h-32 w-full rounded-3xl`} />
      </div>
    </div>
  );
}
