import { TELE_MANAS } from '@care/contracts/constants';
import type { ChatNodeOption, chatNodes, chatTopics } from '../../db/schema.ts';

/**
 * The assistant's guided conversation, kept as data and loaded into chat_nodes and
 * chat_topics by the seed (the engine in modules/chat/engine.ts only walks it).
 *
 * - `start` is the main menu; every other node offers a way back to it.
 * - A node without options (`not_understood`) only says its message: the engine then shows
 *   the main menu's question and options, and the conversation continues from `start`.
 * - Messages are general guidance, not a diagnosis: anything that can be an emergency says
 *   to contact the doctor or go to hospital at once.
 * - Topics map free text to nodes. Keywords are matched as whole words or phrases after
 *   lower-casing and dropping punctuation; a keyword ending in `*` matches any word that
 *   starts with it. Crisis topics are tried first, then the rest by `sort`, so the more
 *   specific topics (warning signs, panic) come before the general ones (pregnancy, hello).
 */

type Node = typeof chatNodes.$inferInsert;
type Topic = Omit<typeof chatTopics.$inferInsert, 'id'>;
type Link = NonNullable<Node['link']>;

// Places in the web app the answers point to.
const bookTherapist: Link = {
  label: 'Book a session with a therapist',
  href: '/expert-detail',
  state: { type: 'MHC' },
};
const bookCounselling: Link = { label: 'Book genetic counselling', href: '/consultation', state: null };
const bookConsultation: Link = { label: 'Book a consultation', href: '/consultation', state: null };
const myAppointments: Link = { label: 'Open my appointments', href: '/Appointments', state: null };
const tracker: Link = { label: 'Open my pregnancy tracker', href: '/', state: null };
// The web app opens its Tools modal on the calculator for this address.
const ovulationCalculator: Link = {
  label: 'Open the ovulation calculator',
  href: '/?tools=ovulation',
  state: null,
};
const atEaseReading: Link = {
  label: 'Read At Ease articles',
  href: '/ArticleList',
  state: { type: 'text', category: 'At Ease', week: '-1' },
};
/** An article by its slug (seed/content/articles.ts); the detail route shows every type. */
const article = (slug: string, label: string): Link => ({ label, href: `/article/${slug}`, state: null });

const toMenu = (prefix: string): ChatNodeOption => ({
  option_code: `${prefix}_back`,
  option_value: 'Back to the main menu',
  next: 'start',
});
const somethingElse = (prefix: string, next: string): ChatNodeOption => ({
  option_code: `${prefix}_else`,
  option_value: 'Something else',
  next,
});
const option = (option_code: string, option_value: string, next: string): ChatNodeOption => ({
  option_code,
  option_value,
  next,
});

const anythingElse = 'Is there anything else I can help with?';

export const chatNodesSeed: Node[] = [
  // ── Main menu ────────────────────────────────────────────────────────────────
  {
    code: 'start',
    message:
      "I can help with how you're feeling, pregnancy questions, genetic counselling and booking a session. I share general guidance, so for anything urgent please contact your doctor.",
    question: 'What would you like help with today?',
    options: [
      option('start_mood', "How I'm feeling", 'mood'),
      option('start_pregnancy', 'Pregnancy questions', 'pregnancy'),
      option('start_genetic', 'Genetic counselling', 'gc'),
      option('start_booking', 'Booking a session', 'booking'),
      option('start_ovulation', 'Ovulation calculator', 'ovulation'),
    ],
    link: null,
  },
  {
    code: 'not_understood',
    message:
      "Sorry, I didn't quite understand that. You can pick one of the topics below, or tell me in a few words what's on your mind.",
    question: null,
    options: [],
    link: null,
  },

  // ── Mood support ─────────────────────────────────────────────────────────────
  {
    code: 'mood',
    message: 'Thank you for checking in with yourself. Every feeling is welcome here.',
    question: 'How are you feeling right now?',
    options: [
      option('mood_sad', 'Sad or low', 'mood_sad'),
      option('mood_anxious', 'Anxious or worried', 'mood_anxious'),
      option('mood_stressed', 'Stressed or overwhelmed', 'mood_stressed'),
      option('mood_angry', 'Angry or irritable', 'mood_angry'),
      option('mood_okay', "I'm okay", 'mood_okay'),
      option('mood_harm', "I'm having thoughts of hurting myself", 'crisis'),
      toMenu('mood'),
    ],
    link: null,
  },
  {
    code: 'mood_sad',
    message:
      "I'm sorry you're feeling low. Sadness in pregnancy and after birth is common, and it is not your fault.",
    question: 'What would help most right now?',
    options: [
      option('sad_tips', 'Small things that can help', 'sad_tips'),
      option('sad_weeks', "It's been going on for weeks", 'sad_lasting'),
      option('sad_talk', "I'd like to talk to someone", 'therapist'),
      toMenu('sad'),
    ],
    link: null,
    empathy: true,
  },
  {
    code: 'sad_tips',
    message:
      'Small steps can make a low day a little lighter. Try one of these today:\n' +
      '• Sit in daylight or step outside for 10 minutes\n' +
      '• Message or call one person you trust\n' +
      "• Eat something and drink water, even if you don't feel like it\n" +
      '• Do one small thing you usually enjoy',
    question: anythingElse,
    options: [option('sad_tips_therapist', 'Talk to a therapist', 'therapist'), toMenu('sad_tips')],
    link: article('kindness-for-hard-days', 'Listen: Kindness for Hard Days'),
  },
  {
    code: 'sad_lasting',
    message:
      'Feeling low, empty or without interest in things for two weeks or more can be depression, which is common in pregnancy and after birth, and very treatable. Please talk to a counsellor or your doctor: asking for help is a strong step.',
    question: anythingElse,
    options: [
      option('sad_lasting_harm', "I've had thoughts of hurting myself", 'crisis'),
      option('sad_lasting_tips', 'Small things that can help', 'sad_tips'),
      toMenu('sad_lasting'),
    ],
    link: bookTherapist,
  },
  {
    code: 'mood_anxious',
    message:
      "I'm sorry you're feeling anxious. Worry is very common, especially in pregnancy, and there are simple ways to calm your body and mind.",
    question: 'What would help?',
    options: [
      option('anxious_breathing', 'A breathing exercise', 'box_breathing'),
      option('anxious_grounding', 'Calm a racing mind', 'grounding'),
      option('anxious_panic', "I think I'm having a panic attack", 'panic'),
      option('anxious_pregnancy', "I'm worried about my pregnancy", 'pregnancy_worries'),
      option('anxious_talk', 'Talk to someone', 'therapist'),
      toMenu('anxious'),
    ],
    link: null,
    empathy: true,
  },
  {
    code: 'box_breathing',
    message:
      'Box breathing slows your heartbeat and calms the mind. If holding your breath feels uncomfortable, skip the holds and just breathe out slowly.\n' +
      '• Breathe in through your nose for a count of 4\n' +
      '• Hold for 4\n' +
      '• Breathe out gently for 4\n' +
      '• Hold for 4, then repeat four times',
    question: anythingElse,
    options: [
      option('breathing_grounding', 'Try another exercise', 'grounding'),
      option('breathing_therapist', 'Talk to a therapist', 'therapist'),
      toMenu('breathing'),
    ],
    link: article('box-breathing-for-anxiety', 'Watch: Box Breathing for Anxiety'),
  },
  {
    code: 'grounding',
    message:
      'The 5-4-3-2-1 exercise brings your mind back to the present. Slowly notice:\n' +
      '• 5 things you can see\n' +
      '• 4 things you can touch\n' +
      '• 3 things you can hear\n' +
      '• 2 things you can smell\n' +
      '• 1 thing you can taste',
    question: anythingElse,
    options: [
      option('grounding_breathing', 'Try a breathing exercise', 'box_breathing'),
      option('grounding_therapist', 'Talk to a therapist', 'therapist'),
      toMenu('grounding'),
    ],
    link: article('grounding-when-anxiety-spikes', 'Read: Grounding When Anxiety Spikes'),
  },
  {
    code: 'panic',
    message:
      'A panic attack feels frightening, but it is not dangerous and it passes, usually within 10 to 20 minutes. Sit down, breathe out slowly and for longer than you breathe in, and tell yourself: this will pass.\n' +
      "• If you have chest pain, breathing that doesn't ease, or you're not sure it is panic, call 112 or go to hospital",
    question: 'Would you like to try something that helps?',
    options: [
      option('panic_breathing', 'A breathing exercise', 'box_breathing'),
      option('panic_grounding', 'The 5-4-3-2-1 exercise', 'grounding'),
      option('panic_therapist', 'Talk to a therapist', 'therapist'),
      toMenu('panic'),
    ],
    link: bookTherapist,
  },
  {
    code: 'mood_stressed',
    message:
      "Feeling stretched is hard, and it makes sense with so much going on. Let's make it a little lighter.",
    question: "What's weighing on you most?",
    options: [
      option('stressed_tips', 'Quick ways to de-stress', 'stress_tips'),
      option('stressed_sleep', "I can't sleep well", 'sleep'),
      option('stressed_talk', 'Talk to a therapist', 'therapist'),
      toMenu('stressed'),
    ],
    link: null,
  },
  {
    code: 'stress_tips',
    message:
      'When everything feels like too much, make the day smaller:\n' +
      '• Pick one task for today and let the rest wait\n' +
      '• Ask someone to take one chore off your hands\n' +
      '• Take a 10-minute walk or stretch\n' +
      '• Try box breathing when the pressure builds',
    question: anythingElse,
    options: [
      option('stress_tips_breathing', 'Show me box breathing', 'box_breathing'),
      somethingElse('stress_tips', 'mood'),
      toMenu('stress_tips'),
    ],
    link: article('building-a-support-circle', 'Read: Building Your Support Circle'),
  },
  {
    code: 'sleep',
    message:
      'Sleep often gets harder in pregnancy and with a new baby. If poor sleep goes on for weeks or leaves you feeling very low, talk to your doctor.\n' +
      '• Keep a regular bedtime and a dim, cool, quiet room\n' +
      '• Put your phone away 30 minutes before bed\n' +
      '• Later in pregnancy, sleep on your side with a pillow between your knees\n' +
      '• Avoid tea, coffee and cola after the afternoon',
    question: anythingElse,
    options: [
      option('sleep_breathing', 'A relaxing breathing exercise', 'box_breathing'),
      option('sleep_therapist', 'Talk to a therapist', 'therapist'),
      toMenu('sleep'),
    ],
    link: article('sleep-hygiene-basics', 'Read: Small Habits for Better Sleep'),
  },
  {
    code: 'mood_angry',
    message:
      "Anger is a normal feeling, and tiredness, hormones and worry can make it stronger. It's okay to feel it; what helps is giving it a safe outlet.",
    question: 'Would you like some ideas?',
    options: [
      option('angry_tips', 'Ways to cool down', 'anger_tips'),
      option('angry_talk', 'Talk to a therapist', 'therapist'),
      toMenu('angry'),
    ],
    link: null,
  },
  {
    code: 'anger_tips',
    message:
      'Give yourself a pause before you react. If anger often feels out of control, a counsellor can help.\n' +
      '• Step away for a few minutes if you can\n' +
      '• Breathe out slowly, for longer than you breathe in\n' +
      '• Splash cold water on your face or hands\n' +
      '• Write down what upset you and come back to it later',
    question: anythingElse,
    options: [
      option('anger_breathing', 'Show me box breathing', 'box_breathing'),
      somethingElse('anger_tips', 'mood'),
      toMenu('anger_tips'),
    ],
    link: bookTherapist,
  },
  {
    code: 'mood_okay',
    message:
      "I'm glad to hear that. Looking after your mind on good days helps on the harder ones, so here is some calm reading for you.",
    question: anythingElse,
    options: [option('okay_breathing', 'A quick relaxation exercise', 'box_breathing'), toMenu('okay')],
    link: atEaseReading,
  },
  {
    code: 'therapist',
    message:
      "Talking to a trained counsellor can really help, and you don't need to be in crisis to do it. Our mental health counsellors see you by private video call, and each one's fee is shown before you book.",
    question: anythingElse,
    options: [somethingElse('therapist', 'mood'), toMenu('therapist')],
    link: bookTherapist,
  },
  {
    code: 'crisis',
    message:
      "I'm really sorry you're going through this, and I'm glad you told me. You are not alone, and help is available right now.\n" +
      `• Call ${TELE_MANAS.name} on ${TELE_MANAS.number}: free, ${TELE_MANAS.hours}, in your language\n` +
      '• If you are in danger or might act on these thoughts, call 112 or go to the nearest hospital now\n' +
      '• If you can, tell someone you trust and stay with them',
    question: 'Would you also like to talk to one of our therapists?',
    options: [
      option('crisis_therapist', 'Yes, book a therapist', 'therapist'),
      option('crisis_grounding', 'Help me calm down right now', 'grounding'),
      toMenu('crisis'),
    ],
    link: bookTherapist,
  },

  // ── Pregnancy questions ──────────────────────────────────────────────────────
  {
    code: 'pregnancy',
    message: "Pregnancy brings lots of questions, and it's always okay to ask.",
    question: 'What would you like to know about?',
    options: [
      option('preg_worries', 'Common worries', 'pregnancy_worries'),
      option('preg_warning', 'Warning signs to watch for', 'warning_signs'),
      option('preg_diet', 'What to eat', 'diet'),
      option('preg_scans', 'Scans and tests', 'scans'),
      option('preg_tracker', 'My week-by-week tracker', 'tracker'),
      toMenu('preg'),
    ],
    link: null,
  },
  {
    code: 'pregnancy_worries',
    message: 'Most worries in pregnancy are shared by many mothers-to-be.',
    question: 'Which one is on your mind?',
    options: [
      option('worry_nausea', 'Nausea and vomiting', 'nausea'),
      option('worry_movements', "Baby's movements", 'movements'),
      option('worry_warning', 'Is this a warning sign?', 'warning_signs'),
      option('worry_anxious', 'I just feel anxious about it all', 'mood_anxious'),
      toMenu('worry'),
    ],
    link: null,
  },
  {
    code: 'nausea',
    message:
      "Nausea is common in the first three months and usually eases by weeks 14 to 16. See your doctor the same day if you can't keep food or water down for a day, feel faint, or pass very little urine.\n" +
      '• Eat small meals every 2 to 3 hours; something dry like toast first thing helps\n' +
      '• Sip water, coconut water or ginger tea through the day\n' +
      '• Keep away from strong smells and oily or very spicy food',
    question: anythingElse,
    options: [
      option('nausea_diet', 'What should I eat?', 'diet'),
      somethingElse('nausea', 'pregnancy'),
      toMenu('nausea'),
    ],
    link: article('managing-nausea-in-early-pregnancy', 'Read: Managing Nausea in Early Pregnancy'),
  },
  {
    code: 'movements',
    message:
      "Most mothers first feel movements between weeks 16 and 24. From about week 28, get to know your baby's usual pattern; there is no set number of kicks to count. If movements slow down, stop or change from the usual, contact your doctor or go to hospital at once, without waiting for the next day.",
    question: anythingElse,
    options: [
      option('movements_warning', 'Other warning signs', 'warning_signs'),
      somethingElse('movements', 'pregnancy'),
      toMenu('movements'),
    ],
    link: article('your-babys-movements', 'Read: Your Baby’s Movements'),
  },
  {
    code: 'warning_signs',
    message:
      "Contact your doctor or go to hospital at once if you have any of these. If you can't reach your doctor, call 112.\n" +
      '• Bleeding from the vagina\n' +
      '• Severe or constant pain in your tummy\n' +
      '• Your baby moving less than usual, or not at all\n' +
      '• Fluid leaking from the vagina\n' +
      '• A severe headache, blurred vision, or sudden swelling of the face, hands or feet\n' +
      '• Fever, fits or fainting',
    question: anythingElse,
    options: [somethingElse('warning', 'pregnancy'), toMenu('warning')],
    link: article('warning-signs-in-pregnancy', 'Watch: Warning Signs in Pregnancy'),
  },
  {
    code: 'diet',
    message:
      'Eat a mix of whole grains, dal and other pulses, vegetables, fruit, milk or curd, and eggs, fish or meat if you eat them. Take the iron, folic acid and calcium tablets your doctor advises.\n' +
      '• Avoid raw or undercooked eggs, meat and fish, and unboiled milk\n' +
      '• Keep to 2 cups of tea or coffee a day at most\n' +
      '• No alcohol or tobacco in any form\n' +
      '• Wash fruit and vegetables well',
    question: anythingElse,
    options: [
      option('diet_nausea', 'Eating when I feel sick', 'nausea'),
      somethingElse('diet', 'pregnancy'),
      toMenu('diet'),
    ],
    link: article('iron-rich-indian-foods-in-pregnancy', 'Read: Iron-Rich Indian Foods for Pregnancy'),
  },
  {
    code: 'scans',
    message:
      'Most pregnancies have two key scans; your doctor will tell you your own plan and any blood tests that go with them.\n' +
      '• 11 to 14 weeks: the dating and NT scan, often with a blood test for chromosome conditions\n' +
      "• 18 to 22 weeks: the anomaly scan, which checks how your baby's body is forming\n" +
      '• Later growth scans if your doctor wants to check on the baby or the placenta',
    question: anythingElse,
    options: [
      option('scans_high_risk', 'A screening result says higher chance', 'gc_who'),
      somethingElse('scans', 'pregnancy'),
      toMenu('scans'),
    ],
    link: article('nt-scan-explained', 'Read: The NT Scan Explained'),
  },
  {
    code: 'tracker',
    message:
      'Your tracker on the home screen shows how your baby is growing week by week, with tips for you and what to look out for.',
    question: anythingElse,
    options: [somethingElse('tracker', 'pregnancy'), toMenu('tracker')],
    link: tracker,
  },

  // ── Genetic counselling questions ────────────────────────────────────────────
  {
    code: 'gc',
    message:
      'Genetic counselling helps you understand how genes may affect your health, your pregnancy and your family.',
    question: 'What would you like to know?',
    options: [
      option('gc_what', 'What is genetic counselling?', 'gc_what'),
      option('gc_who', 'Who should have it?', 'gc_who'),
      option('gc_carrier', 'What is carrier screening?', 'gc_carrier'),
      option('gc_expect', 'What happens in a session?', 'gc_expect'),
      toMenu('gc'),
    ],
    link: null,
  },
  {
    code: 'gc_what',
    message:
      'A genetic counsellor explains genetic conditions and tests in plain words. They help you decide which tests, if any, are right for you and what the results mean for you and your family. The choice is always yours.',
    question: anythingElse,
    options: [
      option('gc_what_who', 'Who should have it?', 'gc_who'),
      somethingElse('gc_what', 'gc'),
      toMenu('gc_what'),
    ],
    link: article('what-a-genetic-counsellor-does', 'Read: What a Genetic Counsellor Does'),
  },
  {
    code: 'gc_who',
    message:
      'Genetic counselling can help you if any of these apply:\n' +
      '• A pregnancy screening test or scan showed a higher chance of a condition\n' +
      '• You or your partner have a family history of a genetic condition, or a child with one\n' +
      '• You have had two or more miscarriages\n' +
      '• You and your partner are related by blood\n' +
      '• You are 35 or older and pregnant or planning a pregnancy\n' +
      '• Breast, ovarian or bowel cancer runs in your family (for example a BRCA test)',
    question: anythingElse,
    options: [
      option('gc_who_carrier', 'What is carrier screening?', 'gc_carrier'),
      somethingElse('gc_who', 'gc'),
      toMenu('gc_who'),
    ],
    link: bookCounselling,
  },
  {
    code: 'gc_carrier',
    message:
      'Carrier screening is a blood or saliva test that shows whether you carry a gene change you could pass on, such as for thalassaemia or sickle cell disease; carriers are usually healthy. If both partners carry a change in the same gene, each pregnancy has a 1 in 4 chance of the baby having the condition. A counsellor can explain your results and your choices.',
    question: anythingElse,
    options: [
      option('gc_carrier_expect', 'What happens in a session?', 'gc_expect'),
      somethingElse('gc_carrier', 'gc'),
      toMenu('gc_carrier'),
    ],
    link: bookCounselling,
  },
  {
    code: 'gc_expect',
    message:
      'A session is a private video call with a genetic counsellor. They ask about your health, your pregnancy and your family history, explain any tests that may help, and answer your questions.\n' +
      '• Keep any reports ready: you can add up to 5 when you book\n' +
      '• Your partner is welcome to join; couple sessions can be booked',
    question: anythingElse,
    options: [
      option('gc_expect_book', 'How do I book?', 'booking_how'),
      somethingElse('gc_expect', 'gc'),
      toMenu('gc_expect'),
    ],
    link: bookCounselling,
  },

  // ── Booking help ─────────────────────────────────────────────────────────────
  {
    code: 'booking',
    message: 'I can walk you through booking a video session with one of our experts.',
    question: 'What do you need help with?',
    options: [
      option('booking_how', 'How do I book?', 'booking_how'),
      option('booking_fees', 'What does it cost?', 'booking_fees'),
      option('booking_cancel', 'Cancel or change a booking', 'booking_cancel'),
      option('booking_mine', 'See my appointments', 'booking_mine'),
      toMenu('booking'),
    ],
    link: null,
  },
  {
    code: 'booking_how',
    message:
      'Choose genetic counselling or mental health counselling, pick an expert, then a date and a free time slot. The slot is held for you for 10 minutes while you fill in the form and pay. Sessions are by video, and you join from the appointment at its time.',
    question: anythingElse,
    options: [
      option('how_fees', 'What does it cost?', 'booking_fees'),
      somethingElse('how', 'booking'),
      toMenu('how'),
    ],
    link: bookConsultation,
  },
  {
    code: 'booking_fees',
    message:
      "Each expert's fee is shown on their profile before you book, so you always know the price first. It depends on the expert and on whether the session is for you, a couple or a family. If you have a gift coupon, apply it when you pay.",
    question: anythingElse,
    options: [
      option('fees_how', 'How do I book?', 'booking_how'),
      somethingElse('fees', 'booking'),
      toMenu('fees'),
    ],
    link: bookConsultation,
  },
  {
    code: 'booking_cancel',
    message:
      "You can cancel an upcoming appointment from its details screen while the appointment date is later than today; on the day itself it can't be cancelled. To change the time, cancel it and book a new slot.",
    question: anythingElse,
    options: [
      option('cancel_book', 'How do I book a new slot?', 'booking_how'),
      somethingElse('cancel', 'booking'),
      toMenu('cancel'),
    ],
    link: myAppointments,
  },
  {
    code: 'booking_mine',
    message:
      'Your upcoming and past appointments are under Appointments. Open one to see its details, join the video call at its time, or add a review afterwards.',
    question: anythingElse,
    options: [somethingElse('mine', 'booking'), toMenu('mine')],
    link: myAppointments,
  },

  // ── Ovulation calculator ─────────────────────────────────────────────────────
  {
    code: 'ovulation',
    message:
      "The ovulation calculator estimates your fertile days and next periods from the first day of your last period and your usual cycle length (20 to 40 days). It's a guide, not birth control, because cycles vary.",
    question: anythingElse,
    options: [
      option('ovulation_conceive', 'Tips for trying to conceive', 'conceive_tips'),
      toMenu('ovulation'),
    ],
    link: ovulationCalculator,
  },
  {
    code: 'conceive_tips',
    message:
      "If you're under 35 and not pregnant after a year of trying, or 35 or older after 6 months, see a doctor; it's common and often treatable.\n" +
      '• Start a folic acid tablet, as your doctor advises, before you start trying\n' +
      '• Have sex every 2 to 3 days through your cycle\n' +
      '• Eat well, stay active, and avoid smoking and alcohol',
    question: anythingElse,
    options: [option('conceive_carrier', 'Genetic tests before pregnancy', 'gc_carrier'), toMenu('conceive')],
    link: article('understanding-your-fertile-window', 'Read: Understanding Your Fertile Window'),
  },
];

export const chatTopicsSeed: Topic[] = [
  {
    crisis: true,
    nodeCode: 'crisis',
    sort: 0,
    keywords: [
      'suicide',
      'suicidal',
      'kill myself',
      'killing myself',
      'end my life',
      'end it all',
      'take my life',
      'self harm',
      'selfharm',
      'harm myself',
      'hurt myself',
      'hurting myself',
      'cut myself',
      'cutting myself',
      'want to die',
      'wanna die',
      'wish i was dead',
      'wish i were dead',
      'better off dead',
      'no reason to live',
      'nothing to live for',
      "don't want to live",
      'dont want to live',
      'do not want to live',
      'hurt my baby',
      'harm my baby',
      // Hinglish and Hindi
      'marna chahti',
      'marna chahta',
      'marna hai',
      'mar jaun',
      'mar jaungi',
      'mar jana chahti',
      'jeena nahi',
      'jina nahi',
      'jeene ka mann nahi',
      'zindagi khatam',
      'khud ko khatam',
      'khudkushi',
      'aatmahatya',
      'atmahatya',
      'आत्महत्या',
      'मरना चाहती',
      'मरना चाहता',
      'जीना नहीं',
    ],
  },
  {
    // Anything that can be an emergency in pregnancy goes straight to the warning signs.
    nodeCode: 'warning_signs',
    sort: 10,
    keywords: [
      'bleeding',
      'bleed',
      'spotting',
      'khoon',
      'leaking',
      'water broke',
      'waters broke',
      'water broken',
      'severe pain',
      'severe headache',
      'blurred vision',
      'blood pressure',
      'not moving',
      'stopped moving',
      'no movement',
      'no movements',
      'less movement',
      'fewer movements',
      'reduced movement',
      'reduced movements',
      'warning sign*',
      'emergency',
    ],
  },
  { nodeCode: 'panic', sort: 20, keywords: ['panic*', "can't breathe", 'cant breathe'] },
  {
    nodeCode: 'mood_sad',
    sort: 30,
    keywords: [
      'sad',
      'sadness',
      'feeling low',
      'feel low',
      'depressed',
      'depression',
      'crying',
      'cry',
      'hopeless',
      'lonely',
      'empty',
      'unhappy',
      'miserable',
      'udaas',
      'udas',
      'dukhi',
    ],
  },
  {
    nodeCode: 'mood_anxious',
    sort: 40,
    keywords: [
      'anxi*',
      'worried',
      'worry',
      'worrying',
      'nervous',
      'scared',
      'afraid',
      'fear',
      'frightened',
      'ghabrahat',
      'ghabra*',
      'dar lag',
    ],
  },
  {
    nodeCode: 'mood_stressed',
    sort: 50,
    keywords: ['stress*', 'overwhelm*', 'tension', 'tensed', 'burnout', 'burnt out', 'exhausted'],
  },
  {
    nodeCode: 'mood_angry',
    sort: 60,
    keywords: ['angry', 'anger', 'irritat*', 'frustrat*', 'furious', 'gussa', 'ghussa'],
  },
  {
    nodeCode: 'sleep',
    sort: 70,
    keywords: ['sleep*', 'insomnia', 'awake at night', 'neend', 'nind'],
  },
  {
    nodeCode: 'conceive_tips',
    sort: 80,
    keywords: ['conceive', 'conceiving', 'trying to get pregnant', 'trying for a baby', 'infertil*'],
  },
  {
    nodeCode: 'ovulation',
    sort: 90,
    keywords: ['ovulat*', 'period', 'periods', 'fertile', 'fertility', 'cycle', 'cycles', 'menstrua*'],
  },
  {
    nodeCode: 'nausea',
    sort: 100,
    keywords: ['nausea', 'nauseous', 'vomit*', 'morning sickness', 'throwing up', 'feel sick', 'ulti'],
  },
  {
    nodeCode: 'movements',
    sort: 110,
    keywords: ['kick', 'kicks', 'kicking', 'movement', 'movements', 'baby moving', 'baby move'],
  },
  {
    nodeCode: 'diet',
    sort: 120,
    keywords: ['diet', 'eat', 'eating', 'food', 'foods', 'nutrition', 'khana', 'papaya', 'vitamin*'],
  },
  {
    nodeCode: 'scans',
    sort: 130,
    keywords: ['scan', 'scans', 'ultrasound', 'sonography', 'nt scan', 'anomaly', 'double marker', 'nipt'],
  },
  { nodeCode: 'gc_carrier', sort: 140, keywords: ['carrier', 'carriers', 'thalass*', 'sickle cell'] },
  {
    nodeCode: 'gc',
    sort: 150,
    keywords: ['genetic*', 'gene', 'genes', 'brca', 'dna', 'hereditary', 'inherited', 'family history'],
  },
  {
    nodeCode: 'booking_cancel',
    sort: 160,
    keywords: ['cancel*', 'reschedul*', 'change my appointment', 'change my booking'],
  },
  { nodeCode: 'booking_fees', sort: 170, keywords: ['fee', 'fees', 'price', 'cost', 'costs', 'charges'] },
  {
    nodeCode: 'therapist',
    sort: 180,
    keywords: [
      'therapist',
      'therapy',
      'counsellor',
      'counselor',
      'psychologist',
      'psychiatrist',
      'talk to someone',
    ],
  },
  {
    nodeCode: 'booking',
    sort: 190,
    keywords: ['book', 'booking', 'appointment*', 'doctor', 'session', 'sessions', 'consult*'],
  },
  {
    nodeCode: 'pregnancy',
    sort: 200,
    keywords: ['pregnan*', 'baby', 'trimester', 'due date', 'delivery', 'garbh'],
  },
  // Tests in general, after pregnancy so that "pregnancy test" stays with pregnancy.
  { nodeCode: 'gc', sort: 210, keywords: ['test', 'tests', 'testing', 'screening'] },
  {
    nodeCode: 'start',
    sort: 220,
    keywords: [
      'hello',
      'hi',
      'hii',
      'hey',
      'namaste',
      'namaskar',
      'good morning',
      'good evening',
      'menu',
      'help',
    ],
  },
];
