import illustrationUrl from './care-illustration.svg';

/**
 * The side illustration of the sign-in and sign-up card: a heart holding a DNA helix
 * (genetics), leaves (wellness), a pulse card and a chat bubble (care and counselling).
 * A static file rather than inline SVG, so it is not part of the page's JavaScript; lazy, so
 * phones (where the side panel is hidden) never download it.
 */
export function CareIllustration({ width = '100%' }: { width?: number | string }) {
  return (
    <img
      src={illustrationUrl}
      alt="A heart holding a DNA helix, with leaves"
      width={400}
      height={420}
      loading="lazy"
      decoding="async"
      style={{ width, height: 'auto' }}
    />
  );
}
