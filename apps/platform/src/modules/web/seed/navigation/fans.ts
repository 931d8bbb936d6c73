import { page, hub } from '../nodes';

export const fans = hub(
  'fans',
  'Fans',
  'Guides, forums and ways to get involved for every Blues supporter.',
  [
    page('blues-bar', 'The Blues Bar', [
      "The Blues Bar under the Dockside Stand is open to all supporters from two hours before kick-off, with local ales, big screens showing the early game and live music on Saturdays. Children are welcome with an adult until 30 minutes before kick-off.",
    ]),
    page('supporter-guides', 'Supporter Guides', [
      'Visiting another ground this season? Our supporter guides cover travel, parking, the away end and where to eat for every ground the Blues visit in the league.',
    ]),
    page('first-time-fan-guide', 'First-Time Fan Guide', [
      "Coming to The Quayside for the first time? Arrive early, pick up a programme at the Harbour Road kiosk and join in with 'Blue Tide Rising' when the teams come out. Our first-time fan guide covers getting here, what to bring and where to sit.",
    ]),
    page('fans-forum', 'Fans Forum', [
      "The Fans Forum brings elected supporter representatives together with the club's board every quarter. Minutes of each meeting are published here within a month.",
    ]),
    page('supporters-identity', 'Our Identity', [
      "Blue and white since 1889, the anchor on our crest remembers the dockers who founded the club. The supporters' identity page explains the crest, the colours and the songs that make the Blues who we are.",
    ]),
    page('fan-engagement-plan', 'Fan Engagement Plan', [
      "Our fan engagement plan sets out how the club listens to supporters on heritage, ticket prices and the long-term future of The Quayside. It is reviewed every season with the supporters' trust.",
    ]),
    page('supporter-feedback', 'Supporter Feedback', [
      'Tell us how we are doing. Every piece of feedback is read by the supporter liaison officer, and themes are reported to the board after every home game.',
    ]),
    page('just-so-you-know', 'Just So You Know', [
      'Just So You Know is our matchday round-up of things every supporter should be aware of, from road closures around Harbour Road to changes at the turnstiles. It is published on the Thursday before each home game.',
    ]),
    page('next-gen', 'Next Gen', [
      'Next Gen is the home of our young supporters aged 16 to 24, with discounted tickets, away travel offers and a say in how the club reaches the next generation of Blues fans.',
    ]),
    page('blues-lottery', 'Blues Lottery', [
      'Play the Blues Lottery for £1 a week for the chance to win up to £25,000 every Saturday. Every ticket supports Blues in the Community and the academy.',
    ]),
    page('memorial-services', 'Memorial Services', [
      'The Memorial Garden behind the Harbour End is a peaceful place to remember loved ones who supported the Blues. Our chaplain can arrange a short service or the scattering of ashes by appointment.',
    ]),
    page('digital-matchday-supplement', 'Digital Matchday Supplement', [
      "The digital matchday supplement is a free read for every home game, with team news, interviews and the visiting club's story. It is published online on the morning of the match.",
    ]),
  ],
  { published: '2024-07-22 09:00' },
);
