import { useAssetLinks } from '../api/get-asset-links';

/** /.well-known: loads the asset-links file into the query cache and displays nothing. */
export function WellKnownPage() {
  useAssetLinks();
  return null;
}
