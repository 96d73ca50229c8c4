import { Button } from '@mantine/core';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { paths } from '@/config/paths';
import { MeetingView } from '../components/meeting-view';

const PATIENT = { as: 'patient' } as const;

/** /appointment/meeting/{id}: the patient's consultation room; leaving goes back to the details. */
export function MeetingPage() {
  const id = useParams().id ?? '';
  const navigate = useNavigate();
  const details = `${paths.appointmentDetails}?id=${encodeURIComponent(id)}`;
  return (
    <MeetingView
      id={id}
      caller={PATIENT}
      onExit={() => navigate(details)}
      footer={
        <Button component={Link} to={details} variant="default">
          Back to the appointment
        </Button>
      }
    />
  );
}
