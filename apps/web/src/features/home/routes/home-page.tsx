import { usePageTitle } from '@/lib/use-page-title';
import { useSession } from '@/lib/use-session';
import { NonPregnantHome } from '../components/non-pregnant-home';
import { PregnantHome } from '../components/pregnant-home';
import { VisitorHomeLater } from '../components/visitor-home-later';
import { homeVariant } from '../lib/home-variant';

/** `/`: the landing for visitors, the tracker home for pregnant patients (spec section 6), else the other home. */
export function HomePage() {
  const patient = useSession();
  usePageTitle();
  const variant = homeVariant(patient);
  if (!patient || variant === 'visitor') return <VisitorHomeLater />;
  // Keyed by patient, so the slider starts again at the week of whoever signs in.
  if (variant === 'pregnant') return <PregnantHome key={patient.patient_id} patient={patient} />;
  return <NonPregnantHome patient={patient} />;
}
