import { formatIst } from '../../../domain/time.ts';
import { loadSearchMisses } from '../../stores/staff/trail.ts';
import { Loadable, useLoad, useStrings } from '../account/ui.tsx';

/** The searches that found nothing (admins only): what customers looked for and the catalogue lacks. */
export function SearchMisses() {
  const { s } = useStrings();
  const { state, reload } = useLoad(() => loadSearchMisses(0, 100));
  return (
    <Loadable state={state} retry={reload}>
      {(misses) =>
        misses.items.length === 0 ? (
          <p role="status">{s('staff.misses.empty')}</p>
        ) : (
          <table className="staff-table">
            <caption>{s('staff.misses.caption', { count: misses.total })}</caption>
            <thead>
              <tr>
                <th scope="col">{s('staff.misses.query')}</th>
                <th scope="col">{s('staff.misses.count')}</th>
                <th scope="col">{s('staff.misses.lastSeen')}</th>
              </tr>
            </thead>
            <tbody>
              {misses.items.map((miss) => (
                <tr key={miss.query}>
                  <td>{miss.query}</td>
                  <td>{miss.count}</td>
                  <td>{formatIst(miss.lastSeen)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )
      }
    </Loadable>
  );
}
