import { createFileRoute } from '@tanstack/react-router';
import { siteName } from '../../../studio/site';
import { SectionSlots } from './-components/SectionSlots';

/** The section sponsor slots: each one's name, web or app, active, and its sponsors in order. */
export const Route = createFileRoute('/_staff/commercial/sections')({
  head: () => ({ meta: [{ title: `Section sponsors | ${siteName}` }] }),
  component: SectionSlots,
});
