import { useDocumentTitle } from '@mantine/hooks';
import { usePublicConfig } from '@/features/config/api/get-config';
import { useSession } from '@/lib/use-session';
import { NonPregnantHome } from '../components/non-pregnant-home';
import { VisitorHome } from '../components/visitor-home';

/** `/non`: the non-pregnant home for any signed-in patient; visitors see the landing, as on `/`. */
export function NonPregnantHomePage() {
  const patient = useSession();
  useDocumentTitle(usePublicConfig().data?.brand.name ?? 'Home');
  return patient ? <NonPregnantHome patient={patient} /> : <VisitorHome />;
}
