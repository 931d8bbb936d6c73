import { createFileRoute } from '@tanstack/react-router';
import { StreamerHome } from './-components/StreamerHome';

export const Route = createFileRoute('/')({
  component: StreamerHome,
});
