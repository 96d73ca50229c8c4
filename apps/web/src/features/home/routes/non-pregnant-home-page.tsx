import { usePageTitle } from '@/lib/use-page-title';
import { useSession } from '@/lib/use-session';
import { NonPregnantHome } from '../components/non-pregnant-home';
import { VisitorHome } from '../components/visitor-home';

/** `/non`: the non-pregnant home for any signed-in patient; visitors see the landing, as on `/`. */
export function NonPregnantHomePage() {
  const patient = useSession();
  usePageTitle();
  return patient ? <NonPregnantHome patient={patient} /> : <VisitorHome />;
}
