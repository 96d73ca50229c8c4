// What others may use of appointments: the home's upcoming-appointments carousel, loaded on demand.
export const loadUpcomingAppointments = () => import('./components/upcoming-appointments');
