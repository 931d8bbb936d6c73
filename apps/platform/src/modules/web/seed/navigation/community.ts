import { hub, link } from '../nodes';
import { externalSites } from '../urls';
import { article, facts, html, mail } from './content';

const getInTouch = html`<p>To find out more or sign up, call Blues in the Community on ${facts.community} or email ${mail(facts.email.community)}.</p>`;

export const community = hub(
  'community',
  'Community',
  "Blues in the Community, the club's charity, uses the power of football to improve lives across Brackwater.",
  [
    article(
      'about-us',
      'About Us',
      'Blues in the Community is the official charity of Brackwater Blues FC, reaching more than 12,000 people a year through sport, education and health.',
      html`
        <p>Blues in the Community is the official charity of Brackwater Blues FC, registered in England and Wales. Every year our team of coaches and youth workers reaches more than 12,000 people through sport, education and health programmes.</p>
        <h2>Our mission</h2>
        <p>To use the power of the Blues badge to improve health, raise aspirations and bring people together across Brackwater and the estuary towns.</p>
        <h2>2024/25 in numbers</h2>
        <ul>
          <li>12,400 people took part in our programmes</li>
          <li>86 primary schools visited by our coaches</li>
          <li>4,100 hot meals served at the weekly warm space</li>
          <li>140 young people supported into education, training or work</li>
        </ul>
        <h2>Our team</h2>
        <p>The charity is led by Community Manager Dev Okafor and employs 28 staff and more than 60 volunteers. It is governed by an independent board of trustees chaired by Dr Rachel Bolitho, and the club's chief executive sits on the board as the club's representative.</p>
        <p>Blues in the Community, registered charity number 1123889, ${facts.address}.</p>
        ${getInTouch}
      `,
    ),
    link('events-and-facilities-bookings', 'Events and Facilities Bookings', externalSites.bookings, {
      newTab: false,
    }),
    article(
      'partnerships',
      'Partnerships',
      'How schools, health services, councils and businesses can work with Blues in the Community to reach people across Brackwater.',
      html`
        <p>We work with schools, the council, the NHS and local businesses to deliver programmes where they are needed most. If your organisation would like to partner with Blues in the Community, our partnerships team would love to hear from you.</p>
        <h2>Ways to work with us</h2>
        <ul>
          <li><strong>Schools:</strong> PE and after-school clubs, literacy and maths through football, and transition support for Year 6 pupils.</li>
          <li><strong>Health:</strong> weight management, mental health and social prescribing programmes commissioned by the NHS.</li>
          <li><strong>Businesses:</strong> sponsor a programme, volunteer as a team or take part in our annual Sleep Out at The Quayside.</li>
          <li><strong>Charities and community groups:</strong> joint funding bids and shared use of our facilities.</li>
        </ul>
        <h2>Corporate partnership packages</h2>
        <table>
          <caption>Corporate partnerships with Blues in the Community, 2025/26</caption>
          <thead>
            <tr><th>Level</th><th>Includes</th><th>Annual donation</th></tr>
          </thead>
          <tbody>
            <tr><td>Programme partner</td><td>Naming of one programme, branding on coaching kit, two volunteering days</td><td>£10,000</td></tr>
            <tr><td>Community champion</td><td>Logo on our website and annual report, one volunteering day</td><td>£2,500</td></tr>
            <tr><td>Supporter</td><td>Listing on our website and a certificate</td><td>£500</td></tr>
          </tbody>
        </table>
        ${getInTouch}
      `,
    ),
    hub(
      'what-we-do',
      'What We Do',
      'Our programmes for every age, from wellbeing and education to sport, health and youth engagement.',
      [
        link('facilities-booking', 'Facilities Booking', `${externalSites.bookings}/facilities`, { newTab: false }),
        article(
          'community-wellbeing-hub',
          'Community Wellbeing Hub',
          'A free drop-in space at the Harbour End with mental health groups, walking football and a weekly warm space with hot food.',
          html`
            <p>The Community Wellbeing Hub at the Harbour End is a free drop-in space for anyone who needs someone to talk to. Sessions include walking football, men's and women's mental health groups and a weekly warm space with hot food.</p>
            <h2>Weekly timetable</h2>
            <table>
              <caption>Community Wellbeing Hub sessions (all free)</caption>
              <thead>
                <tr><th>Day</th><th>Session</th><th>Time</th></tr>
              </thead>
              <tbody>
                <tr><td>Monday</td><td>Talk FC: men's mental health group</td><td>7pm to 8.30pm</td></tr>
                <tr><td>Tuesday</td><td>Walking football (over 50s)</td><td>10am to 11.30am</td></tr>
                <tr><td>Wednesday</td><td>Warm space with hot lunch</td><td>11am to 3pm</td></tr>
                <tr><td>Thursday</td><td>Blues Women's wellbeing group</td><td>6.30pm to 8pm</td></tr>
                <tr><td>Friday</td><td>Memories of the Blues: reminiscence group for people living with dementia and their carers</td><td>2pm to 3.30pm</td></tr>
              </tbody>
            </table>
            <p>No referral is needed: just come along. Enter through the Harbour End community door on Quay Street.</p>
            <p>If you are in crisis, call the Samaritans on 116 123 at any time.</p>
            ${getInTouch}
          `,
        ),
        article(
          'education-and-skills',
          'Education and Skills',
          'Education programmes from Blues in the Community, from primary literacy through football to a BTEC in sport at The Quayside.',
          html`
            <p>Our education programmes help young people into further study and work, from primary school literacy through football to a BTEC in sport delivered at The Quayside.</p>
            <h2>Programmes</h2>
            <ul>
              <li><strong>Blues Reading Stars:</strong> ten-week literacy sessions for primary pupils, led by our coaches.</li>
              <li><strong>Blues Post-16:</strong> a two-year BTEC Level 3 in Sport with football coaching and matches, for 16 to 18-year-olds, taught at The Quayside with Brackwater College.</li>
              <li><strong>Kickstart to Work:</strong> a six-week course for 18 to 30-year-olds not in work, with CV help, interview practice and a work placement at the club.</li>
              <li><strong>Degree pathway:</strong> a foundation degree in sports coaching with the University of the Estuary.</li>
            </ul>
            <h2>Apply for Blues Post-16</h2>
            <p>Applications for September 2026 open on 1 November 2025. Trials are held in March; the course is free for students under 19.</p>
            ${getInTouch}
          `,
        ),
        article(
          'sport-and-health',
          'Sport and Health',
          'Walking football, disability football and a twelve-week Fit Blues weight management course, run with the local NHS trust.',
          html`
            <p>Sport and health programmes include walking football, disability football, and a twelve-week weight management course for fans run with the local NHS trust.</p>
            <h2>Programmes</h2>
            <table>
              <caption>Sport and health programmes, 2025/26</caption>
              <thead>
                <tr><th>Programme</th><th>Who it's for</th><th>Cost</th></tr>
              </thead>
              <tbody>
                <tr><td>Fit Blues: twelve weeks of exercise and healthy-eating advice</td><td>Adults aged 35 to 65</td><td>Free</td></tr>
                <tr><td>Walking football</td><td>Over 50s, all fitness levels</td><td>£3 a session</td></tr>
                <tr><td>Pan-disability football</td><td>Ages 8 and over</td><td>£2 a session</td></tr>
                <tr><td>Wheelchair football</td><td>Ages 8 and over</td><td>Free</td></tr>
                <tr><td>Blues Women recreational football</td><td>Women aged 16 and over</td><td>£4 a session</td></tr>
              </tbody>
            </table>
            <p>Fit Blues courses start every January, April and September at The Quayside and at Fennick Park. Your GP can refer you, or you can sign up yourself.</p>
            ${getInTouch}
          `,
        ),
        article(
          'youth-engagement',
          'Youth Engagement',
          'Free evening and holiday sessions for young people across Brackwater, run by our youth workers five nights a week.',
          html`
            <p>Evening and holiday sessions give young people across Brackwater a safe place to play, learn and meet mentors. Our youth workers run free sessions five nights a week in partnership with local schools.</p>
            <h2>What we run</h2>
            <ul>
              <li><strong>Kicks:</strong> free football, music and mentoring for 11 to 18-year-olds, Monday to Friday evenings at five venues across the town.</li>
              <li><strong>Holiday camps:</strong> free places with a hot lunch for children eligible for free school meals during the Easter, summer and Christmas holidays.</li>
              <li><strong>Youth Voice:</strong> a panel of young people who shape our programmes and advise the club.</li>
              <li><strong>Mentoring:</strong> one-to-one support for young people at risk of exclusion from school.</li>
            </ul>
            <h2>Where and when</h2>
            <p>Sessions run from 6pm to 8pm at The Quayside community pitch, Ollerby Leisure Centre, St Anne's Academy, Northgate Park and Saltmarsh Youth Centre. Times for each venue are sent when you register.</p>
            ${getInTouch}
          `,
        ),
        article(
          'key-funding-partners',
          'Key Funding Partners',
          'The funders, trusts and supporters whose grants and donations make the work of Blues in the Community possible.',
          html`
            <p>Our work is made possible by Brackwater Council, the Harbour Trust, the Estuary Community Foundation and the many supporters who fundraise for us every year.</p>
            <h2>Our funders</h2>
            <ul>
              <li><strong>Brackwater Council:</strong> youth engagement and holiday activity programmes</li>
              <li><strong>Estuary NHS Trust:</strong> Fit Blues and mental health programmes</li>
              <li><strong>The Harbour Trust:</strong> the Community Wellbeing Hub</li>
              <li><strong>Estuary Community Foundation:</strong> the warm space and hot meals</li>
              <li><strong>The National League Trust:</strong> national programmes delivered locally</li>
              <li><strong>Blues Lottery players:</strong> every ticket supports our work</li>
            </ul>
            <h2>Support us</h2>
            <p>You can donate, run an event or play the <a href="/fans/blues-lottery">Blues Lottery</a>. £25 pays for a child's place on a holiday camp for a week.</p>
            ${getInTouch}
          `,
        ),
      ],
    ),
  ],
  { published: '2024-07-08 10:00' },
);
