import { hub, page } from '../nodes';

export const kids = hub(
  'kids',
  'Kids',
  'Mascots, parties, the Family Stand and more for the youngest Blues fans.',
  [
    hub(
      'matchday-mascots',
      'Matchday Mascots',
      'Lead the Blues out at The Quayside: everything about becoming a matchday mascot.',
      [
        page('mascot-packages', 'Mascot Packages', [
          "Our mascot package includes a full home kit, a stadium tour, a photograph with the players and walking out of the tunnel with the captain. Packages are for children aged 5 to 11 and sell out early each season.",
        ]),
        page('what-to-expect', 'What to Expect on the Day', [
          'Mascots and their families arrive two hours before kick-off and are looked after by our mascot coordinator throughout. After the warm-up there is time for a kick-about on the pitch before the teams come out.',
        ]),
        page('mascot-faqs', 'Mascot FAQs', [
          'Each package includes two adult and two child tickets in the Family Stand so the whole family can watch the game. Mascot dates are confirmed in the summer once the fixture list is published.',
        ]),
      ],
    ),
    page('matchday-activities', 'Matchday Activities', [
      "Before every home game the Family Zone behind the Family Stand has face painting, a speed-kick cage and a visit from Bosun the mascot. Activities are free with a match ticket and start 90 minutes before kick-off.",
    ]),
    page('strikers-family-lounge', 'Strikers Family Lounge', [
      "The Strikers Family Lounge is a relaxed hospitality space for families, with a kids' menu, games consoles and colouring tables. Children can have their photo taken with the match ball before kick-off.",
    ]),
    page('family-stand', 'Family Stand', [
      'The Family Stand at The Quayside is set aside for families, with junior tickets from £5 and stewards trained to help children find their way. Adults can only buy tickets here when accompanied by a child.',
    ]),
    page('junior-fans-forum', 'Junior Fans Forum', [
      'The Junior Fans Forum gives young supporters aged 8 to 16 a say in how the club is run, from matchday music to the design of the Family Zone. The forum meets four times a season, once with the first-team manager.',
    ]),
    page('birthday-parties', 'Birthday Parties', [
      'Celebrate a birthday at The Quayside with a party in the Strikers Family Lounge, a stadium tour and a football session on the community pitch. Every birthday child gets a Blues goodie bag to take home.',
    ]),
  ],
  { published: '2024-07-15 09:00' },
);
