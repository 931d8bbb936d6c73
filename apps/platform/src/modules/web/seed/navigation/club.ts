import { hub, page } from '../nodes';

export const club = hub(
  'club',
  'Club',
  'The story, the people and the places behind Brackwater Blues FC, from The Quayside to the academy.',
  [
    page('the-quayside', 'The Quayside', [
      'The Quayside has been the home of the Blues since 1908, when the club moved from Marsh Lane to the edge of Brackwater harbour. Today it holds 18,400 supporters across the Lighthouse Stand, the Dockside Stand, the Harbour End and the Family Stand.',
      'The stadium is a ten-minute walk from Brackwater Central station, and there is bicycle parking beside the club shop on Harbour Road.',
    ]),
    hub(
      'women',
      'Women',
      "Brackwater Blues Women play their home games at The Quayside: fixtures, matchday information and the latest from the women's team.",
      [
        page('fixtures', "Women's Fixtures", [
          "Every Brackwater Blues Women fixture for the 2025/26 season, home and away, with kick-off times in UK time. Home games are played at The Quayside, with tickets on sale at the online ticket office.",
        ]),
        page('matchdays', "Women's Matchdays", [
          "A women's matchday at The Quayside is affordable and family friendly, with adult tickets from £7 and free entry for under-12s. The Family Stand opens its activity zone an hour before kick-off.",
        ]),
      ],
    ),
    hub(
      'academy',
      'Academy',
      "The Blues academy develops young players from Brackwater and beyond, from the under-9s to the U21s.",
      [
        page('visions-and-values-of-the-academy', 'Visions and Values of the Academy', [
          "Our academy exists to produce first-team players and good people, in that order of ambition but never at the expense of the second. Respect, hard work and enjoyment guide everything our coaches do.",
        ]),
        page('academy-staff', 'Academy Staff', [
          "The academy is led by Head of Academy Sarah Penhallow, supported by a team of UEFA-qualified coaches, sports scientists, education officers and a full-time player care lead.",
        ]),
        page('directions-to-the-academy', 'Directions to the Academy', [
          'The academy trains at Fennick Park on the Saltmarsh Road, three miles north of The Quayside. Take the B3214 towards Ollerby and turn left after the second roundabout; parking is free for parents and visitors.',
        ]),
        page('safeguarding', 'Academy Safeguarding', [
          "The safety and wellbeing of every young player comes first. If you have a concern about a child at the academy, contact our Academy Safeguarding Officer on 01632 960 140 or at safeguarding@brackwaterblues.example.",
        ]),
      ],
    ),
    page('staff', 'Staff', [
      'Meet the people who run Brackwater Blues FC, from the board of directors and the football staff to the ticket office and the groundstaff who keep the Quayside pitch in shape.',
    ]),
    page('shareholder-centre', 'Shareholder Centre', [
      'Brackwater Blues Football Club Limited has more than 2,300 shareholders, most of them supporters. Annual reports, notices of general meetings and share transfer forms are published here.',
    ]),
    hub(
      'history',
      'History',
      "More than 135 years of the Blues, from a dockers' team in 1889 to the club we know today.",
      [
        page('club-history', 'Club History', [
          "Brackwater Blues were founded in 1889 by workers from the town's dry docks and played their first games on Marsh Lane. The club moved to The Quayside in 1908, won the cup in 1927 and were promoted to the top flight for the first time in 1961.",
          'The Blues have spent most of their history in the second tier, earning a reputation for attacking football and a crowd that sings from first whistle to last.',
        ]),
      ],
    ),
    page('job-vacancies', 'Job Vacancies', [
      'Join the team behind the Blues. We advertise every role here, from matchday stewards and kiosk staff to full-time positions in the commercial and community departments.',
    ]),
    page('customer-charter', 'Customer Charter', [
      'Our customer charter sets out the standards supporters can expect from the club, including how we consult fans on ticket prices and how to raise a complaint. We answer every written complaint within ten working days.',
    ]),
  ],
  { published: '2024-06-03 10:00' },
);
