import { hub, page } from '../nodes';

export const fansDisabilities = hub(
  'fans-disabilities',
  'Disabled Supporters',
  'Accessible facilities, parking and support for disabled supporters at The Quayside.',
  [
    page('supporter-guide', 'Disabled Supporter Guide', [
      'The Quayside has wheelchair user platforms in every stand, accessible toilets on every concourse and audio-descriptive commentary through headsets from the ticket office. Our disability liaison officer is on hand on every matchday.',
    ]),
    page('accessible-matchday-parking', 'Accessible Matchday Parking', [
      'Accessible parking for Blue Badge holders is available in the Harbour Road car park, 50 metres from the Lighthouse Stand entrance. Spaces must be booked in advance through the ticket office.',
    ]),
    page('sensory-room', 'Sensory Room', [
      'The sensory room in the Family Stand gives supporters with autism or sensory needs a calm place to watch the game, with a view of the pitch and adjustable lighting and sound. It can be booked free of charge for every home game.',
    ]),
    page('faqs', 'Accessibility FAQs', [
      'A free ticket for a personal assistant is available to any disabled supporter who needs one, and assistance dogs are welcome everywhere in the stadium. Contact the ticket office to add a personal assistant to your account.',
    ]),
  ],
  { published: '2024-07-29 09:00' },
);
