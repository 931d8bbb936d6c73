import { hub } from '../nodes';
import { article, facts, html, mail } from './content';

export const fansDisabilities = hub(
  'fans-disabilities',
  'Disabled Supporters',
  'Accessible facilities, parking and support for disabled supporters at The Quayside.',
  [
    article(
      'supporter-guide',
      'Disabled Supporter Guide',
      'A guide to accessible seating, facilities, tickets and support for disabled supporters on a matchday at The Quayside.',
      html`
        <p>The Quayside has wheelchair user platforms in every stand, accessible toilets on every concourse and audio-descriptive commentary through headsets from the ticket office. Our disability liaison officer is on hand on every matchday.</p>
        <h2>Tickets</h2>
        <p>Disabled supporters pay the concession price for their age band on <a href="/tickets/match-tickets">match tickets</a> and memberships. If you need a personal assistant to attend, their ticket is free. Register your access needs once with the ticket office on ${facts.access} and they are remembered on your account.</p>
        <h2>Seating</h2>
        <table>
          <caption>Accessible seating at The Quayside</caption>
          <thead>
            <tr><th>Stand</th><th>Wheelchair spaces</th><th>Easy-access seats</th></tr>
          </thead>
          <tbody>
            <tr><td>Lighthouse Stand</td><td>24 (raised platform)</td><td>40</td></tr>
            <tr><td>Dockside Stand</td><td>20 (raised platform)</td><td>36</td></tr>
            <tr><td>Harbour End</td><td>12</td><td>20</td></tr>
            <tr><td>Family Stand</td><td>16</td><td>30</td></tr>
            <tr><td>Away section (Harbour End)</td><td>8</td><td>12</td></tr>
          </tbody>
        </table>
        <p>Easy-access seats are close to the concourse with extra legroom and no steps, for supporters with limited mobility.</p>
        <h2>Facilities</h2>
        <ul>
          <li>Accessible toilets on every concourse, and a Changing Places toilet in the Lighthouse Stand</li>
          <li>Audio-descriptive commentary on headsets, collected free from the ticket office</li>
          <li>Hearing loops at the ticket office, the club shop and every kiosk</li>
          <li>Lowered counters at kiosks in every stand</li>
          <li>A free <a href="/fans-disabilities/sensory-room">sensory room</a> in the Family Stand</li>
          <li>Assistance dogs welcome everywhere, with water bowls at the Lighthouse Stand entrance</li>
        </ul>
        <h2>Getting here</h2>
        <p>Brackwater Central station has step-free access, and the route to the stadium along Harbour Road is level. Blue Badge holders can book <a href="/fans-disabilities/accessible-matchday-parking">accessible matchday parking</a>.</p>
        <h2>On the day</h2>
        <p>Our disability liaison officer, Joanne Pryce, and a team of trained stewards are on duty at every home game. Find them at the Lighthouse Stand entrance or ask any steward. Contact Joanne before the day on ${facts.access} or ${mail(facts.email.access)}.</p>
      `,
    ),
    article(
      'accessible-matchday-parking',
      'Accessible Matchday Parking',
      'Blue Badge parking 50 metres from the Lighthouse Stand entrance at every Blues home game, booked in advance through the ticket office.',
      html`
        <p>Accessible parking for Blue Badge holders is available in the Harbour Road car park, 50 metres from the Lighthouse Stand entrance. Spaces must be booked in advance through the ticket office.</p>
        <h2>Prices</h2>
        <table>
          <caption>Accessible matchday parking, 2025/26</caption>
          <thead>
            <tr><th>Permit</th><th>Price</th></tr>
          </thead>
          <tbody>
            <tr><td>Single match</td><td>£5</td></tr>
            <tr><td>Season permit (19 home league games)</td><td>£65</td></tr>
            <tr><td>Brackwater Blues Women home games</td><td>Free</td></tr>
          </tbody>
        </table>
        <h2>How to book</h2>
        <ol>
          <li>Call the ticket office on ${facts.access} or email ${mail(facts.email.access)} with your Blue Badge number.</li>
          <li>Bookings for each game open when tickets go on sale and close at noon the day before.</li>
          <li>Display your permit and Blue Badge on the dashboard on arrival.</li>
        </ol>
        <h2>Good to know</h2>
        <ul>
          <li>The car park opens two hours before kick-off. After the game, stewards hold traffic on Harbour Road so cars can leave safely.</li>
          <li>There are 60 Blue Badge spaces, with wider bays and a level, lit path to the stadium.</li>
          <li>A drop-off point for taxis and lifts is outside the Lighthouse Stand entrance.</li>
        </ul>
        <p>Blue Badge holders without a booking cannot be guaranteed a space, so please book as early as you can.</p>
      `,
    ),
    article(
      'sensory-room',
      'Sensory Room',
      'The free sensory room in the Family Stand gives supporters with autism or sensory needs a calm place to watch every Blues home game.',
      html`
        <p>The sensory room in the Family Stand gives supporters with autism or sensory needs a calm place to watch the game, with a view of the pitch and adjustable lighting and sound. It can be booked free of charge for every home game.</p>
        <h2>About the room</h2>
        <ul>
          <li>A large window with a full view of the pitch, and the match on screen with adjustable volume</li>
          <li>Soft seating, bean bags, bubble tubes and fibre-optic lights</li>
          <li>Ear defenders and fidget toys to borrow</li>
          <li>An accessible toilet next door and a separate entrance from the concourse</li>
          <li>Trained staff on hand throughout the game</li>
        </ul>
        <h2>Booking</h2>
        <p>The room holds up to six families at a time. Each booking is for up to four people, including at least one adult, and is free: you only need a <a href="/tickets/match-tickets">match ticket</a> for each person. Book through the ticket office on ${facts.access} or by emailing ${mail(facts.email.access)}.</p>
        <h2>Plan your visit</h2>
        <p>We can send you a visual story of a matchday at The Quayside, with photographs of the entrance, the room and the route, to help you prepare. Families are welcome to visit the room on a non-matchday before their first game.</p>
      `,
    ),
    article(
      'faqs',
      'Accessibility FAQs',
      'Answers to common questions from disabled supporters about tickets, personal assistants, assistance dogs and matchday support.',
      html`
        <p>A free ticket for a personal assistant is available to any disabled supporter who needs one, and assistance dogs are welcome everywhere in the stadium. Here are answers to the other questions we are asked most.</p>
        <h3>How do I get a free personal assistant ticket?</h3>
        <p>Register once with the ticket office on ${facts.access}. We will ask for evidence such as a PIP or DLA award letter, a Blue Badge or a letter from a GP.</p>
        <h3>Can I buy wheelchair spaces online?</h3>
        <p>Yes, once your access needs are registered on your account, wheelchair spaces and easy-access seats appear when you buy online.</p>
        <h3>Can I bring my assistance dog?</h3>
        <p>Yes. Assistance dogs are welcome in every part of the stadium. Let us know when booking and we will seat you where there is room for your dog.</p>
        <h3>Is audio-descriptive commentary available?</h3>
        <p>Yes, at every home game. Collect a headset from the ticket office; there is no charge.</p>
        <h3>Is there support for away games?</h3>
        <p>Our disability liaison officer will contact the home club on your behalf, and our <a href="/tickets/away-travel">official coaches</a> have a wheelchair-accessible vehicle on request.</p>
        <h3>Who can I talk to?</h3>
        <p>Joanne Pryce, our disability liaison officer, on ${facts.access} or ${mail(facts.email.access)}. See the <a href="/fans-disabilities/supporter-guide">Disabled Supporter Guide</a> for more.</p>
      `,
    ),
  ],
  { published: '2024-07-29 09:00' },
);
