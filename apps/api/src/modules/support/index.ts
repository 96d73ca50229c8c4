import type { ApiModule } from '../../lib/api-module.ts';
import { findPage } from './repository.ts';
import { supportRoutes } from './routes.ts';

// Support: contact enquiries, quick support, pages (terms, policies) and the common lists.

export const supportModule: ApiModule = { name: 'support', routes: supportRoutes };

export {
  type EnquiryRow,
  listEnquiries,
  markEnquiryHandled,
  reopenEnquiry,
} from './enquiry-repository.ts';
export { findPage };
