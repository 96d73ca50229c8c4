import type { Config } from '../../config.ts';

/** The Digital Asset Links statement list: ASSETLINKS_JSON verbatim, or built from the Android settings. */
export function assetLinks(config: Config): unknown[] {
  if (config.ASSETLINKS_JSON) {
    const parsed = JSON.parse(config.ASSETLINKS_JSON) as unknown;
    if (!Array.isArray(parsed)) throw new Error('ASSETLINKS_JSON must be a JSON array');
    return parsed;
  }
  const fingerprints = (config.ANDROID_SHA256_CERT_FINGERPRINTS ?? '')
    .split(',')
    .map((s) => s.trim().toUpperCase())
    .filter(Boolean);
  // Android checks the statement for the package and certificate it installed, so a list
  // without either would verify nothing: none at all is the honest answer.
  if (!config.ANDROID_PACKAGE_NAME || fingerprints.length === 0) return [];
  return [
    {
      relation: ['delegate_permission/common.handle_all_urls'],
      target: {
        namespace: 'android_app',
        package_name: config.ANDROID_PACKAGE_NAME,
        sha256_cert_fingerprints: fingerprints,
      },
    },
  ];
}
