import type { Location } from 'react-router-dom';

/**
 * The expert (and for booking, the consultation type) a screen is about: from the URL, so a
 * refreshed or shared link works, else from the navigation state the spec passes.
 */
export function doctorOfLocation(location: Pick<Location, 'search' | 'state'>): {
  doctorId: string;
  type: 'gc' | 'mhc' | null;
} {
  const params = new URLSearchParams(location.search);
  const state = (location.state ?? {}) as { doctor?: unknown; type?: unknown };
  const doctorId =
    params.get('id') ?? params.get('doctor') ?? (typeof state.doctor === 'string' ? state.doctor : '');
  const rawType = params.get('type') ?? (typeof state.type === 'string' ? state.type : '');
  const type = rawType.toLowerCase() === 'gc' ? 'gc' : rawType.toLowerCase() === 'mhc' ? 'mhc' : null;
  return { doctorId, type };
}
