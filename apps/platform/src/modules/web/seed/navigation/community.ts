import { hub, link, page } from '../nodes';
import { externalSites } from '../urls';

export const community = hub(
  'community',
  'Community',
  "Blues in the Community, the club's charity, uses the power of football to improve lives across Brackwater.",
  [
    page('about-us', 'About Us', [
      'Blues in the Community is the official charity of Brackwater Blues FC, registered in England and Wales. Every year our team of coaches and youth workers reaches more than 12,000 people through sport, education and health programmes.',
    ]),
    link('events-and-facilities-bookings', 'Events and Facilities Bookings', externalSites.bookings, {
      newTab: false,
    }),
    page('partnerships', 'Partnerships', [
      'We work with schools, the council, the NHS and local businesses to deliver programmes where they are needed most. If your organisation would like to partner with Blues in the Community, our partnerships team would love to hear from you.',
    ]),
    hub(
      'what-we-do',
      'What We Do',
      'Our programmes for every age, from wellbeing and education to sport, health and youth engagement.',
      [
        link('facilities-booking', 'Facilities Booking', `${externalSites.bookings}/facilities`, { newTab: false }),
        page('community-wellbeing-hub', 'Community Wellbeing Hub', [
          "The Community Wellbeing Hub at the Harbour End is a free drop-in space for anyone who needs someone to talk to. Sessions include walking football, men's and women's mental health groups and a weekly warm space with hot food.",
        ]),
        page('education-and-skills', 'Education and Skills', [
          'Our education programmes help young people into further study and work, from primary school literacy through football to a BTEC in sport delivered at The Quayside.',
        ]),
        page('sport-and-health', 'Sport and Health', [
          'Sport and health programmes include walking football, disability football, and a twelve-week weight management course for fans run with the local NHS trust.',
        ]),
        page('youth-engagement', 'Youth Engagement', [
          'Evening and holiday sessions give young people across Brackwater a safe place to play, learn and meet mentors. Our youth workers run free sessions five nights a week in partnership with local schools.',
        ]),
        page('key-funding-partners', 'Key Funding Partners', [
          'Our work is made possible by Brackwater Council, the Harbour Trust, the Estuary Community Foundation and the many supporters who fundraise for us every year.',
        ]),
      ],
    ),
  ],
  { published: '2024-07-08 10:00' },
);
