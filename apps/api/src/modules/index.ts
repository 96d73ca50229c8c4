import type { FastifyPluginAsync } from 'fastify';
import { appointmentRoutes } from './appointments/routes.ts';
import { articleRoutes } from './articles/routes.ts';
import { authRoutes } from './auth/routes.ts';
import { bookingRoutes } from './booking/routes.ts';
import { chatRoutes } from './chat/routes.ts';
import { expertRoutes } from './experts/routes.ts';
import { fileRoutes } from './files/routes.ts';
import { giftRoutes } from './gifts/routes.ts';
import { labTestRoutes } from './lab-tests/routes.ts';
import { meetingRoutes } from './meeting/routes.ts';
import { moodRoutes } from './mood/routes.ts';
import { patientRoutes } from './patient/routes.ts';
import { paymentRoutes } from './payments/routes.ts';
import { pregnancyRoutes } from './pregnancy/routes.ts';
import { reportRoutes } from './reports/routes.ts';
import { supportRoutes } from './support/routes.ts';
import { systemRoutes } from './system/routes.ts';

/**
 * The API's domains, each an encapsulated plugin registered under /api. A new domain adds its
 * folder under modules/ and one line here.
 */
export const apiModules: FastifyPluginAsync[] = [
  systemRoutes,
  authRoutes,
  patientRoutes,
  fileRoutes,
  supportRoutes,
  articleRoutes,
  pregnancyRoutes,
  moodRoutes,
  chatRoutes,
  expertRoutes,
  bookingRoutes,
  paymentRoutes,
  appointmentRoutes,
  meetingRoutes,
  giftRoutes,
  labTestRoutes,
  reportRoutes,
];
