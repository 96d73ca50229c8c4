import { usePageTitle } from '@/lib/use-page-title';
import { useSession } from '@/lib/use-session';
import { NonPregnantHome } from '../components/non-pregnant-home';
import { VisitorHomeLater } from '../components/visitor-home-later';

/** `/non`: the non-pregnant home for any signed-in patient; visitors see the landing, as on `/`. */
export function NonPregnantHomePage() {
  const patient = useSession();
  usePageTitle();
  return patient ? <NonPregnantHome patient={patient} /> : <VisitorHomeLater />;
}
