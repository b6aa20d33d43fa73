import type { KeyIndicatorsQuery } from '@idea-portal/contracts';
import { useSearchParams } from '@idea-portal/platform';

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const day = (v: string | null) => (v && DAY.test(v) ? v : undefined);
const id = (v: string | null) => (v && v.length <= 64 ? v : undefined);

/** The Key Indicators filters, kept in the address (`from`, `to`, `unit`, `category`). */
export function useIndicatorFilters() {
  const [params, setParams] = useSearchParams();
  const filters: KeyIndicatorsQuery = {
    from: day(params.get('from')),
    to: day(params.get('to')),
    organizationalUnitId: id(params.get('unit')),
    categoryId: id(params.get('category')),
  };
  const update = (patch: Partial<KeyIndicatorsQuery>) => {
    const next = { ...filters, ...patch };
    const out = new URLSearchParams();
    if (next.from) out.set('from', next.from);
    if (next.to) out.set('to', next.to);
    if (next.organizationalUnitId) out.set('unit', next.organizationalUnitId);
    if (next.categoryId) out.set('category', next.categoryId);
    setParams(out, { replace: true });
  };
  const active = Object.values(filters).some(Boolean);
  return { filters, update, clear: () => setParams(new URLSearchParams(), { replace: true }), active };
}
