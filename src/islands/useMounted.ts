import { useEffect, useState } from 'react';

/** False during server render and hydration, true after: persisted state is shown only after mount. */
export function useMounted(): boolean {
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  return mounted;
}
