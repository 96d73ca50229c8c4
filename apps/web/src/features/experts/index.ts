// What others may use of experts: an expert's details (booking shows who the patient books).
export { useDoctor } from './api/get-doctor';
export { ExpertAvatar } from './components/expert-avatar';
export { doctorName } from './lib/doctor-name';
