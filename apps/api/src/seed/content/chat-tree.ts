import { helplines, TELE_MANAS } from '@care/contracts/common/helplines';
import type { ChatNodeOption, chatNodes, chatTopics } from '../../db/schema/index.ts';

/**
 * The assistant's guided conversation, kept as data and loaded into chat_nodes and
 * chat_topics by the seed (the engine in modules/chat/engine.ts only walks it).
 *
 * - `start` is the main menu; every other node offers a way back to it.
 * - A node without options (`not_understood`) only says its message: the engine then shows
 *   the main menu's question and options, and the conversation continues from `start`.
 * - Messages are general guidance, not a diagnosis: anything that can be an emergency says
 *   to contact the doctor or go to hospital at once.
 * - Danger in free text is not a topic: modules/chat/safety reads every message for it first,
 *   whole, and the engine answers with the urgent nodes (URGENT_NODES in modules/chat/engine.ts:
 *   crisis, baby_harm, overdose, psychosis, violence, newborn_emergency, severe_bp and the three
 *   pregnancy emergencies). Each urgent answer follows a named guideline (in its comment) and
 *   gives its numbers; the web shows them as tap-to-call buttons above the text.
 * - Topics map the rest of free text to nodes, tried by `sort`, the specific (warning signs,
 *   panic) before the general (pregnancy, hello). Keywords are small patterns over the normalised
 *   words of the message (syntax in modules/chat/keywords.ts: `a|b` alternatives, `pre*` stems,
 *   `..` gaps, `x & y` co-occurrence), written from concepts rather than sentences.
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

const teleManasNumbers = `${TELE_MANAS.name} on ${helplines.teleManas.number} or ${helplines.teleManasTollFree.number}`;
/** The helpline line under the sad, anxious and angry answers. */
const helplineBullet = `• If you ever feel unsafe or think of harming yourself, call ${teleManasNumbers} (free, ${TELE_MANAS.hours}), or ${helplines.emergency.number}`;
const ambulanceBullets =
  `• Call ${helplines.ambulance.number} for an ambulance, or ${helplines.pregnancyAmbulance.number}, the free ambulance for pregnant women\n` +
  `• Call ${helplines.emergency.number} in any emergency`;
/** Emergency answers end in a tap-to-call link (the web opens non-app links as they are). */
const callAmbulance: Link = {
  label: `Call ${helplines.ambulance.number} for an ambulance`,
  href: helplines.ambulance.tel,
  state: null,
};

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
      option('mood_hopeless', 'Hopeless', 'mood_hopeless'),
      option('mood_harm', "I'm having thoughts of hurting myself", 'crisis'),
      option('mood_baby_harm', "I'm having thoughts of harming my baby", 'baby_harm'),
      toMenu('mood'),
    ],
    link: null,
  },
  {
    code: 'mood_sad',
    message:
      "I'm sorry you're feeling low. Sadness in pregnancy and after birth is common, and it is not your fault.\n" +
      helplineBullet,
    question: 'What would help most right now?',
    options: [
      option('sad_tips', 'Small things that can help', 'sad_tips'),
      option('sad_weeks', "It's been going on for weeks", 'sad_lasting'),
      option('sad_talk', "I'd like to talk to someone", 'therapist'),
      option('sad_harm', "I've had thoughts of ending my life or hurting myself", 'crisis'),
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
      '• Do one small thing you usually enjoy\n' +
      helplineBullet,
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
    code: 'mood_hopeless',
    message:
      "Feeling hopeless is heavy to carry, and I'm glad you told me. Sometimes hopelessness comes with thoughts of not wanting to live or of hurting yourself; if that is happening to you, please tell me, or call " +
      `${teleManasNumbers} (free, ${TELE_MANAS.hours}), or ${helplines.emergency.number} if you are in danger.`,
    question: 'What would help most right now?',
    options: [
      option('hopeless_harm', "I've had thoughts of ending my life or hurting myself", 'crisis'),
      option('hopeless_talk', "I'd like to talk to someone", 'therapist'),
      option('hopeless_tips', 'Small things that can help', 'sad_tips'),
      toMenu('hopeless'),
    ],
    link: bookTherapist,
    empathy: true,
  },
  {
    code: 'mood_anxious',
    message:
      "I'm sorry you're feeling anxious. Worry is very common, especially in pregnancy, and there are simple ways to calm your body and mind.\n" +
      helplineBullet,
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
      "• In pregnancy and after birth, breathlessness or chest pain can be a blood clot: if you have chest pain, breathing that doesn't ease, or you're not sure it is panic, go to hospital now or call 108, 102 or 112",
    question: 'Would you like to try something that helps?',
    options: [
      option('panic_breathing', 'A breathing exercise', 'box_breathing'),
      option('panic_grounding', 'The 5-4-3-2-1 exercise', 'grounding'),
      option('panic_therapist', 'Talk to a therapist', 'therapist'),
      option('panic_breathless', "I'm breathless or have chest pain", 'emergency_breathing'),
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
      "Anger is a normal feeling, and tiredness, hormones and worry can make it stronger. It's okay to feel it; what helps is giving it a safe outlet.\n" +
      helplineBullet,
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
      '• Write down what upset you and come back to it later\n' +
      helplineBullet,
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
      `• Call ${teleManasNumbers}: free, ${TELE_MANAS.hours}, in your language\n` +
      `• If you are in danger, might act on these thoughts (about yourself or your baby), or have taken pills or anything harmful (even if you feel fine), go to the nearest hospital now or call ${helplines.emergency.number}\n` +
      "• Feeling confused, or hearing or seeing things others don't, is an emergency too: go to hospital now\n" +
      '• If you can, tell someone you trust and stay with them',
    question: 'Would you also like to talk to one of our therapists?',
    options: [
      option('crisis_therapist', 'Yes, book a therapist', 'therapist'),
      option('crisis_grounding', 'Help me calm down right now', 'grounding'),
      option('crisis_baby', 'These thoughts are about my baby', 'baby_harm'),
      option('crisis_taken', "I've already taken tablets or a poison", 'overdose'),
      option('crisis_psychosis', 'Someone is confused, or seeing or hearing things', 'psychosis'),
      toMenu('crisis'),
    ],
    link: bookTherapist,
  },
  {
    code: 'baby_harm',
    message:
      "You are not alone, and thank you for telling me: that takes courage. Thoughts of harming your baby are common after birth, they don't make you a bad mother, and they are treatable.\n" +
      '• Right now, put your baby down somewhere safe, like the cot, and step away for a few minutes\n' +
      '• Get someone to be with you and your baby: your partner, a relative or a neighbour\n' +
      `• Call ${teleManasNumbers}: free, ${TELE_MANAS.hours}, in your language\n` +
      `• If you feel confused, hear voices or see things others don't, or feel you might act on these thoughts, it is an emergency: go to hospital now or call ${helplines.emergency.number}\n` +
      '• Tell your doctor today; this gets better with help',
    question: 'Would you also like to talk to one of our therapists?',
    options: [
      option('baby_harm_therapist', 'Yes, book a therapist', 'therapist'),
      option('baby_harm_calm', 'Help me calm down right now', 'grounding'),
      toMenu('baby_harm'),
    ],
    link: bookTherapist,
  },

  // An overdose or a poison already taken (WHO and AIIMS poison-centre advice): hospital now even
  // when she feels well, because paracetamol, pesticides and rat poisons harm hours later.
  {
    code: 'overdose',
    message:
      'If you, or someone with you, has taken too many tablets or swallowed a poison, go to the nearest hospital now, even if you feel well. Some medicines and poisons (paracetamol, pesticides, rat poison, hair dye) do their harm hours later, when treatment works less well.\n' +
      `• Call ${helplines.ambulance.number} for an ambulance, or ${helplines.emergency.number}\n` +
      '• Take the strip, bottle or packet with you, and tell the doctor how much and when\n' +
      "• Don't try to make yourself sick, and don't eat or drink anything unless a doctor says so\n" +
      `• If you took them to end your life, you deserve care for that too: ${teleManasNumbers} (free, ${TELE_MANAS.hours}) is there for you after the hospital`,
    question: anythingElse,
    options: [option('overdose_talk', 'Talk to a therapist', 'therapist'), toMenu('overdose')],
    link: callAmbulance,
  },
  // Postpartum psychosis (NICE CG192, 1.9; RCPsych): a psychiatric emergency; she must not be
  // left alone with the baby until she is assessed.
  {
    code: 'psychosis',
    message:
      "What you describe can be postpartum psychosis: a serious illness that can start in the days or weeks after birth, with confusion, little or no sleep, seeing or hearing things others don't, or fears and beliefs that seem strange to others. It is an emergency, and with quick treatment most women recover fully.\n" +
      `• Call ${helplines.emergency.number} or go to the nearest hospital now\n` +
      '• Do not leave her alone, and do not leave her alone with the baby: another adult should stay with both until a doctor has seen her\n' +
      '• Stay calm and kind with her; do not argue with what she believes\n' +
      `• ${teleManasNumbers} (free, ${TELE_MANAS.hours}) can advise on the way`,
    question: anythingElse,
    options: [
      option('psychosis_baby', 'I have thoughts of harming my baby', 'baby_harm'),
      toMenu('psychosis'),
    ],
    link: { label: `Call ${helplines.emergency.number}`, href: helplines.emergency.tel, state: null },
  },
  // Violence at home or from family (WHO LIVES first-line response: listen, inquire, validate,
  // enhance safety, support); the Women Helpline 181 connects to the One Stop Centres (Sakhi).
  {
    code: 'violence',
    message:
      "Thank you for telling me. What is happening is not your fault, and you don't deserve it. You are not alone.\n" +
      `• If you are in danger now, call ${helplines.emergency.number}\n` +
      `• Call the Women Helpline ${helplines.women.number} (free, ${TELE_MANAS.hours}): they listen, and can connect you to a One Stop Centre (Sakhi) near you for medical care, police and legal help, counselling and a safe place to stay\n` +
      '• If you are pregnant and were hit, kicked or pushed on the belly, or fell, go to hospital today, even if you feel fine\n' +
      '• Keep your phone, some money, your documents and any medicines where you can take them quickly, and think of a place you could go\n' +
      '• If it is safe, tell someone you trust. Our counsellors can also talk with you privately',
    question: anythingElse,
    options: [option('violence_talk', 'Talk to a counsellor privately', 'therapist'), toMenu('violence')],
    link: {
      label: `Call the Women Helpline ${helplines.women.number}`,
      href: helplines.women.tel,
      state: null,
    },
  },
  // A newborn's danger signs (MoHFW IMNCI; WHO 2022 recommendations on maternal and newborn care
  // for a positive postnatal experience): any one needs the hospital now.
  {
    code: 'newborn_emergency',
    message:
      'These can be danger signs in a newborn. Please go to hospital now with your baby, without waiting to see if it passes.\n' +
      `• Call ${helplines.ambulance.number}, or ${helplines.pregnancyAmbulance.number} (the free ambulance for mothers and babies), or ${helplines.emergency.number}\n` +
      '• The danger signs: not feeding or not sucking; very sleepy, floppy or hard to wake; fits; fast or difficult breathing, or the chest pulling in; blue lips or tongue; fever, or cold to the touch; yellow palms and soles; bleeding or pus from the cord\n' +
      '• On the way, keep your baby warm against your skin, and keep breastfeeding if your baby can feed',
    question: anythingElse,
    options: [toMenu('newborn')],
    link: callAmbulance,
  },
  // Severe hypertension in pregnancy (NICE NG133, 1.2): 160/110 or above needs admission,
  // whatever the symptoms.
  {
    code: 'severe_bp',
    message:
      'A blood pressure of 160/110 or higher in pregnancy is severe, even if you feel well, and needs checking in hospital today. Please go to your hospital or labour room now, or call your doctor on the way.\n' +
      ambulanceBullets +
      '\n' +
      '• Go at once if you also have a severe headache, blurred vision or flashing lights, pain below your ribs, vomiting, or sudden swelling of your face or hands\n' +
      '• Take your pregnancy file or MCP card and your readings',
    question: anythingElse,
    options: [option('severe_bp_signs', 'All the warning signs', 'warning_signs'), toMenu('severe_bp')],
    link: callAmbulance,
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
      option('preg_emergency', 'Something feels wrong right now', 'emergency'),
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
      "Nausea is common in the first three months and usually eases by weeks 14 to 16. If you can't keep food or water down, feel faint, or pass very little urine, see a doctor today or go to hospital.\n" +
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
      "Get to know your baby's own pattern of movements, which are first felt between weeks 16 and 24 and carry on until birth. If they slow down, change or stop, go to hospital the same day, without waiting until tomorrow: there is no number of kicks to count to first. If you can't feel your baby moving at all, go to hospital at once.",
    question: anythingElse,
    options: [
      option('movements_less', 'My baby is moving less right now', 'emergency_movements'),
      option('movements_warning', 'Other warning signs', 'warning_signs'),
      somethingElse('movements', 'pregnancy'),
      toMenu('movements'),
    ],
    link: article('your-babys-movements', 'Read: Your Baby’s Movements'),
  },
  {
    code: 'warning_signs',
    message:
      "Contact your doctor or go to hospital at once if you have any of these. If you can't reach your doctor, call 108 or 102 (the free ambulance for pregnant women), or 112.\n" +
      '• Bleeding from the vagina\n' +
      '• Severe or constant pain in your tummy\n' +
      '• Your baby moving less than usual, or not at all\n' +
      '• Fluid leaking from the vagina\n' +
      '• A severe headache, blurred vision, or sudden swelling of the face, hands or feet\n' +
      '• Difficulty breathing, or chest pain\n' +
      '• A painful, swollen leg\n' +
      '• Severe vomiting, when you cannot keep fluids down\n' +
      '• Fever, fits or fainting',
    question: anythingElse,
    options: [
      option('warning_now', 'I have one of these now', 'emergency'),
      somethingElse('warning', 'pregnancy'),
      toMenu('warning'),
    ],
    link: article('warning-signs-in-pregnancy', 'Watch: Warning Signs in Pregnancy'),
  },
  {
    code: 'emergency',
    message:
      "What you describe can be serious for you or your baby, so please don't wait. Go to hospital now, and call your doctor or the labour room on the way if you can.\n" +
      ambulanceBullets +
      '\n' +
      '• Take your pregnancy file or MCP card, and ask someone to go with you',
    question: anythingElse,
    options: [
      option('emergency_breath', "I'm breathless or have chest pain", 'emergency_breathing'),
      option('emergency_newborn', 'My newborn is unwell', 'newborn_emergency'),
      option('emergency_bp', 'My blood pressure is 160/110 or higher', 'severe_bp'),
      option('emergency_violence', 'Someone at home is hurting me', 'violence'),
      option('emergency_signs', 'All the warning signs', 'warning_signs'),
      toMenu('emergency'),
    ],
    link: callAmbulance,
  },
  {
    code: 'emergency_breathing',
    message:
      'In pregnancy and after birth, breathlessness that comes on suddenly, or with chest pain, can be a blood clot in the lungs, which is an emergency. Go to hospital now or call an ambulance, even if you think it may be panic.\n' +
      ambulanceBullets +
      '\n' +
      '• While you wait, sit upright; if it is panic, breathing out slowly, for longer than you breathe in, helps',
    question: anythingElse,
    options: [
      option('breathing_signs', 'Other warning signs', 'warning_signs'),
      toMenu('emergency_breathing'),
    ],
    link: callAmbulance,
  },
  {
    code: 'emergency_movements',
    message:
      "A change in your baby's movements can be an early warning sign, so please don't wait until tomorrow. Go to hospital now to have your baby's heartbeat checked; most babies are fine, and nobody will think you are wasting their time.\n" +
      ambulanceBullets +
      '\n' +
      "• Don't drink something cold or sweet and wait, or rely on a home heartbeat monitor",
    question: anythingElse,
    options: [
      option('moving_less_about', "About your baby's movements", 'movements'),
      toMenu('emergency_movements'),
    ],
    link: callAmbulance,
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
      '• 11+0 to 13+6 weeks: the dating and NT scan, often with a blood test for chromosome conditions\n' +
      "• 18 to 22 weeks: the anomaly scan, which checks how your baby's body is forming\n" +
      '• Later growth scans if your doctor wants to check on the baby or the placenta',
    question: anythingElse,
    options: [
      option('scans_high_risk', 'A screening result says higher chance', 'gc_who'),
      option('scans_nipt', 'What is NIPT?', 'nipt'),
      option('scans_rh', "I'm Rh negative", 'rh_negative'),
      somethingElse('scans', 'pregnancy'),
      toMenu('scans'),
    ],
    link: article('nt-scan-explained', 'Read: The NT Scan Explained'),
  },
  {
    code: 'nipt',
    message:
      'NIPT (cell-free DNA testing) is a blood test from about 10 weeks that screens mainly for trisomies 21, 18 and 13. It is a screening test, not a diagnosis: a high-chance result must be confirmed by CVS or amniocentesis before any decision is made.\n' +
      '• It is more accurate for these conditions than the combined NT scan test, but it does not replace the anomaly scan at 18 to 22 weeks\n' +
      "• In India the PCPNDT Act forbids telling the baby's sex, so NIPT here never reports it\n" +
      '• A genetic counsellor can help you decide whether it suits you',
    question: anythingElse,
    options: [
      option('nipt_who', 'Who should have genetic counselling?', 'gc_who'),
      somethingElse('nipt', 'scans'),
      toMenu('nipt'),
    ],
    link: bookCounselling,
  },
  {
    code: 'rh_negative',
    message:
      'If your blood group is Rh negative, your blood is first tested for Rh antibodies (an antibody screen or indirect Coombs test). If you have none, anti-D injections stop them forming, which protects this baby and future ones.\n' +
      '• Usually one dose around 28 weeks\n' +
      '• Another within 72 hours after birth, if your baby is Rh positive\n' +
      '• Within 72 hours after any bleeding, a miscarriage or abortion, an ectopic pregnancy, a procedure such as amniocentesis or CVS, or a fall or blow to your belly\n' +
      '• Tell any doctor who treats you that you are Rh negative, and keep your blood group report with you',
    question: anythingElse,
    options: [somethingElse('rh', 'scans'), toMenu('rh')],
    link: bookConsultation,
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
      'Carrier screening is a blood or saliva test that shows whether you carry a gene change you could pass on, such as for thalassaemia or sickle cell disease; carriers are usually healthy. For most conditions a baby can be affected only if both parents carry a change in the same gene (a 1 in 4 chance in each pregnancy), but for X-linked conditions such as haemophilia, Duchenne muscular dystrophy and G6PD deficiency the mother alone can be a carrier, and each son has a 1 in 2 chance of being affected.\n' +
      '• The usual thalassaemia screen (HPLC) finds beta thalassaemia carriers but misses alpha thalassaemia, which needs a DNA test\n' +
      '• A genetic counsellor can explain your results and your choices',
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

// ── Free-text topics ───────────────────────────────────────────────────────────
// Safe topics only: danger (self-harm, harming the baby, overdoses, psychosis, violence, a
// newborn's or a pregnancy's emergency signs) is read before these, over the whole message, by
// modules/chat/safety, and leads to the urgent nodes above.

export const chatTopicsSeed: Topic[] = [
  {
    nodeCode: 'warning_signs',
    sort: 10,
    keywords: [
      'warning sign*',
      'danger sign*',
      'red flag*',
      'blood pressure',
      'bp',
      'headache*|migraine|sirdard|sardard',
      'sir|sar dard',
      'swol*|swell*|puffy|sujan|soojan',
      'dizzy*|dizziness|chakkar|chakar',
      'contraction*',
      'cramp*',
      'when ..3 hospital',
    ],
  },
  { nodeCode: 'panic', sort: 20, keywords: ['panic*', 'heart racing', 'racing heart', 'palpitation*'] },
  {
    nodeCode: 'mood_hopeless',
    sort: 25,
    keywords: [
      'hopeless*',
      'no hope',
      'worthless*',
      'nirash|niraash|nirasha',
      'umeed|umid|asha ..2 nahi|nhi|khatam',
      'point ..2 anything|anymore|trying',
      'never|nothing ..2 get better',
    ],
  },
  {
    nodeCode: 'mood_sad',
    sort: 30,
    keywords: [
      'sad',
      'sadness',
      'feeling|feel low|down|blue',
      'depressed',
      'depression',
      'baby blues',
      'crying',
      'cry',
      'lonely',
      'empty',
      'unhappy',
      'miserable',
      'udaas',
      'udas',
      'dukhi',
      'akela|akeli',
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
    nodeCode: 'box_breathing',
    sort: 65,
    keywords: ['box breathing', 'breathing exercise*|technique*|practice', 'relaxation exercise*', 'relax*'],
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
    keywords: ['kick', 'kicks', 'kicking', 'kicked', 'movement', 'movements', 'baby moving', 'baby move*'],
  },
  {
    nodeCode: 'diet',
    sort: 120,
    keywords: [
      'diet',
      'eat',
      'eating',
      'food',
      'foods',
      'nutrition',
      'khana',
      'papaya',
      'vitamin*',
      'iron',
      'coffee|tea|chai|caffeine',
    ],
  },
  { nodeCode: 'nipt', sort: 125, keywords: ['nipt', 'nift', 'cell free', 'cfdna'] },
  {
    nodeCode: 'rh_negative',
    sort: 127,
    keywords: ['rh', 'rhesus', 'anti d', 'antid', 'o|a|b|ab|group ..1 negative|neg|ve'],
  },
  {
    nodeCode: 'scans',
    sort: 130,
    keywords: [
      'scan',
      'scans',
      'ultrasound',
      'sonography',
      'nt',
      'nuchal',
      'anomaly',
      'tiffa',
      'level 2|ii',
      'double|triple|quadruple marker',
    ],
  },
  {
    nodeCode: 'gc_carrier',
    sort: 140,
    keywords: [
      'carrier',
      'carriers',
      'thalass*',
      'sickle cell',
      'hplc',
      'haemophilia|hemophilia|duchenne|dmd|g6pd|xlinked',
      'x linked',
      'muscular dystrophy',
    ],
  },
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
    keywords: ['pregnan*', 'baby*', 'trimester', 'due date', 'delivery', 'garbh'],
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
