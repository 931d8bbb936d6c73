import { hub, page } from '../nodes';

export const helpInfo = hub(
  'help-info',
  'Help & Information',
  'Policies, contacts and answers to common questions about the club and its websites.',
  [
    page('privacy-policy', 'Privacy Policy', [
      'This policy explains what personal data Brackwater Blues Football Club Limited collects when you buy tickets, subscribe to Club TV or use our websites, and how we use and protect it. You can ask to see, correct or delete your data at any time.',
    ]),
    page('company-details', 'Company Details', [
      'Brackwater Blues Football Club Limited is registered in England and Wales with company number 00031889. Registered office: The Quayside, Harbour Road, Brackwater BW1 4QS.',
    ]),
    page('anti-discrimination-and-inclusion', 'Anti-Discrimination and Inclusion', [
      'Brackwater Blues FC is committed to a club where everyone feels welcome, whatever their age, disability, race, religion, sex or sexual orientation. Our equality action plan is reviewed each season with supporters and staff.',
    ]),
    page('reporting-discrimination', 'Reporting Discrimination', [
      'If you see or hear discriminatory abuse at The Quayside, tell a steward or text the matchday hotline on 07700 900 889 with your location. Reports can be anonymous and every one is investigated.',
    ]),
    page('safeguarding', 'Safeguarding', [
      'The club is committed to safeguarding children and adults at risk at every game, event and programme. If you have a concern, contact our Head of Safeguarding on 01632 960 140.',
    ]),
    page('charity-requests', 'Charity Requests', [
      'We support local good causes with signed shirts, stadium tour vouchers and match tickets for raffles and auctions. Please send requests at least six weeks before your event.',
    ]),
    page('faqs', 'FAQs', [
      'Answers to the questions supporters ask us most, from opening hours at The Quayside to lost property. The club shop and ticket office are open weekdays from 10am to 4pm and on matchdays.',
    ]),
    page('club-tv-faqs', 'Club TV FAQs', [
      'Club TV streams every Blues game live to subscribers outside the UK and Ireland, and live audio commentary to supporters everywhere. Replays of every match are available from around noon the next day.',
      'Subscriptions and match passes are managed from your account, and you can watch on up to two devices at once.',
    ]),
    page('contact-us', 'Contact Us', [
      'The Quayside, Harbour Road, Brackwater BW1 4QS. Switchboard: 01632 960 000; ticket office: 01632 960 100; email: info@brackwaterblues.example.',
    ]),
    page('cookies-policy', 'Cookies Policy', [
      'Our websites use essential cookies to keep you signed in and, only with your consent, analytics, marketing and personalisation cookies. You can change your choices at any time from the cookie settings link in the footer.',
    ]),
  ],
  { published: '2024-06-01 09:00' },
);
