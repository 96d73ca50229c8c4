import { helplines, TELE_MANAS } from '@care/contracts/common/helplines';
import { describe, expect, it } from 'vitest';
import {
  type ChatNode,
  type ChatTree,
  chatStep,
  FALLBACK_NODE,
  textTarget,
} from '../src/modules/chat/engine.ts';
import { compileKeyword, keywordMatches } from '../src/modules/chat/keywords.ts';
import { wordsOf } from '../src/modules/chat/normalise.ts';
import { SAFETY_RULES } from '../src/modules/chat/safety/signals.ts';
import { chatNodesSeed, chatTopicsSeed } from '../src/seed/content/chat-tree.ts';

// Patient safety in the assistant's free text. The table was written before the rules, from how
// patients actually write (English, Hinglish, Hindi; typos, no punctuation, shouting), and the
// rules were then written from concepts (intent + act, act + self, symptom + body part), not
// from these sentences. The second table was kept aside while the rules were written.

const tree: ChatTree = {
  nodes: new Map(
    chatNodesSeed.map((n): [string, ChatNode] => [
      n.code,
      {
        code: n.code,
        message: n.message ?? null,
        question: n.question ?? null,
        options: n.options,
        link: n.link ?? null,
        empathy: n.empathy ?? false,
      },
    ]),
  ),
  topics: chatTopicsSeed.map((t) => ({
    keywords: t.keywords,
    nodeCode: t.nodeCode,
    sort: t.sort ?? 0,
  })),
};

const CRISIS = ['crisis', 'baby_harm', 'overdose', 'psychosis', 'violence'];
const EMERGENCY = [
  'emergency',
  'emergency_breathing',
  'emergency_movements',
  'newborn_emergency',
  'severe_bp',
];
const URGENT = [...CRISIS, ...EMERGENCY];

/** One node, several acceptable nodes, or any node but these (null: nothing matched). */
type Expected = string | string[] | { not: string[] };

/** The node free text is answered with (null: the fallback). */
const nodeFor = (text: string) => {
  const code = textTarget(tree, text).node.code;
  return code === FALLBACK_NODE ? null : code;
};

function check(text: string, expected: Expected) {
  const node = nodeFor(text);
  if (typeof expected === 'string') expect(node, text).toBe(expected);
  else if (Array.isArray(expected)) expect(expected, `${text} → ${node}`).toContain(node);
  else expect(expected.not, `${text} → ${node}`).not.toContain(node);
}

const table: [string, Expected][] = [
  // ── Thoughts of suicide or self-harm, in English ─────────────────────────────
  ['I feel like hurting myself', 'crisis'],
  ['I want to end my life', 'crisis'],
  ['been thinking about ending my life lately', 'crisis'],
  ['sometimes I think about ending it all', 'crisis'],
  ['life is not worth living', 'crisis'],
  ["My life isn't worth living anymore", 'crisis'],
  ["I can't go on", 'crisis'],
  ['i cant go on like this anymore', 'crisis'],
  ['I took too many pills', 'overdose'],
  ['I have taken an overdose of my sleeping tablets', 'overdose'],
  ['I swallowed all the tablets in the strip', 'overdose'],
  ['I want to die', 'crisis'],
  ['Sometimes I wish I was dead', 'crisis'],
  ['I wish I could sleep and never wake up', 'crisis'],
  ['everyone would be better off without me', 'crisis'],
  ["I don't want to be alive anymore", 'crisis'],
  ["what's the point of living", 'crisis'],
  ['I have been cutting myself again', 'crisis'],
  ['having suicidal thoughts at night', 'crisis'],
  ['thinking about suicide', 'crisis'],
  ['KILL MYSELF!!!', 'crisis'],
  ['I might hurt myself tonight', 'crisis'],
  ['there is no reason for me to live', 'crisis'],
  ['I have a plan to end things', 'crisis'],
  ["I can't take it anymore", 'crisis'],
  ['I am a burden to everyone', 'crisis'],
  ['I feel so hopeless I want to die', 'crisis'],
  ['I want to jump off the terrace', 'crisis'],
  ['thinking of hanging myself', 'crisis'],
  ['im gonna kms', 'crisis'],
  ['wanna die', 'crisis'],
  ['i dont see the point in going on', 'crisis'],
  ['I drank phenyl', 'overdose'],
  ["I feel like I'm going to die", ['crisis', 'panic', 'emergency_breathing']],
  // ── …in Hinglish and Hindi ───────────────────────────────────────────────────
  ['main marna chahti hoon', 'crisis'],
  ['mujhe jeene ka mann nahi karta', 'crisis'],
  ['khudkushi kar lungi', 'crisis'],
  ['mai mar jaungi', 'crisis'],
  ['meri zindagi khatam ho gayi hai', 'crisis'],
  ['ab aur jeena nahi chahti', 'crisis'],
  ['suicide karne ka mann ho raha hai', 'crisis'],
  ['khud ko khatam kar dungi', 'crisis'],
  ['main apni jaan de dungi', 'crisis'],
  ['neend ki goliyan kha li maine', 'overdose'],
  ['mann karta hai mar jaun', 'crisis'],
  ['kabhi kabhi lagta hai marr jaaun', 'crisis'],
  ['मैं मरना चाहती हूँ', 'crisis'],
  ['जीने का मन नहीं करता', 'crisis'],
  ['मैं आत्महत्या के बारे में सोच रही हूँ', 'crisis'],
  // ── Thoughts of harming the baby ─────────────────────────────────────────────
  ['I want to hurt the baby', 'baby_harm'],
  ['I keep having thoughts of harming my baby', 'baby_harm'],
  ['sometimes I feel like shaking my baby when he cries', 'baby_harm'],
  ["I'm scared I might hurt my newborn", 'baby_harm'],
  ['I have thoughts of smothering my baby', 'baby_harm'],
  ['I want to throw the baby', 'baby_harm'],
  // Voices telling her to harm the baby: psychosis leads (its answer keeps the baby safe too).
  ['I hear voices telling me to harm my child', 'psychosis'],
  ['what if I drown my baby in the bath', 'baby_harm'],
  ['baby ko maar dungi', 'baby_harm'],
  ['mann karta hai bachche ko nuksan pahuncha du', 'baby_harm'],
  ['I want to kill myself and my baby', CRISIS],
  // ── Pregnancy emergencies ────────────────────────────────────────────────────
  ['I have blurry vision', 'emergency'],
  ['my vision is blurred and I see spots', 'emergency'],
  ['I had a fit', 'emergency'],
  ['I think I had a seizure', 'emergency'],
  ['I have fever', 'emergency'],
  ['running a high temperature since last night', 'emergency'],
  ['bad stomach pain', 'emergency'],
  ['severe pain in my tummy', 'emergency'],
  ['I fainted this morning', 'emergency'],
  ['my leg is swollen and painful', 'emergency'],
  ['painful swelling in my calf', 'emergency'],
  ["I'm bleeding", 'emergency'],
  ['there is blood on my pad', 'emergency'],
  ['my water broke', 'emergency'],
  ['leaking fluid from down there', 'emergency'],
  ['I think my waters have broken', 'emergency'],
  ['severe headache that will not go away', 'emergency'],
  ["I keep vomiting and can't keep water down", 'emergency'],
  ['I fell on my tummy', 'emergency'],
  ['khoon aa raha hai', 'emergency'],
  ['pet mein bahut dard ho raha hai', 'emergency'],
  ['mujhe bukhar hai', 'emergency'],
  ['pani jaisa kuch nikal raha hai', 'emergency'],
  ['chest pain and breathless', 'emergency_breathing'],
  ["I can't breathe", 'emergency_breathing'],
  ['I am short of breath', 'emergency_breathing'],
  ['suddenly breathless when lying down', 'emergency_breathing'],
  ['saans lene mein dikkat ho rahi hai', 'emergency_breathing'],
  ['my chest feels tight and I am gasping', 'emergency_breathing'],
  ["I'm having a panic attack and I can't breathe", 'emergency_breathing'],
  ['baby not moving since morning', 'emergency_movements'],
  ["my baby hasn't moved today", 'emergency_movements'],
  ["I can't feel my baby move", 'emergency_movements'],
  ['baby movements are less today', 'emergency_movements'],
  ['baby ki movement kam hai', 'emergency_movements'],
  ['the kicks have slowed down a lot', 'emergency_movements'],
  // ── Not a crisis or an emergency ─────────────────────────────────────────────
  ["I want to know about my baby's growth", ['pregnancy', 'tracker']],
  ['what is the NT scan', 'scans'],
  ['when should I do the NT scan', 'scans'],
  ['when is the anomaly scan', 'scans'],
  ['what is NIPT', 'nipt'],
  ["I'm Rh negative, what should I know", 'rh_negative'],
  ['is it safe to eat papaya', 'diet'],
  ['can coffee harm my baby', 'diet'],
  ['will the scan hurt my baby', 'scans'],
  ['Can I hurt my baby by sleeping on my back?', { not: URGENT }],
  ['how many kicks should I feel', 'movements'],
  ['my baby kicks a lot at night, is that normal', 'movements'],
  ['when will I feel baby kicks', 'movements'],
  ['how to stay fit during pregnancy', { not: URGENT }],
  ['I feel sad today', 'mood_sad'],
  ['I feel hopeless', 'mood_hopeless'],
  ['I feel so anxious about labour', 'mood_anxious'],
  ["I'm having a panic attack", 'panic'],
  ['how do I book a therapist', 'therapist'],
  ['book a session', 'booking'],
  ['Namaste', 'start'],
  ['I want to live a healthy life for my baby', { not: URGENT }],
  ['I am dead tired after work', { not: CRISIS }],
  ["I'm dying to meet my baby", ['pregnancy', 'crisis']],
  ['killing time before my scan', ['scans', 'crisis']],
  ['box breathing exercise', 'box_breathing'],
  ['what is carrier screening', 'gc_carrier'],
  ['is haemophilia passed on by the mother', 'gc_carrier'],
  ['what are the warning signs in pregnancy', 'warning_signs'],
  ['I have a mild headache', 'warning_signs'],
  ['my feet are a bit swollen in the evening', 'warning_signs'],
  ["I can't sleep at night", 'sleep'],
  ['can I go on a flight at 30 weeks', { not: URGENT }],
  ['I got a faint line on my pregnancy test', { not: URGENT }],
  ['how much water should I drink', { not: URGENT }],
  ['when is my blood test due', { not: URGENT }],
  ['meri saas bahut gussa karti hai', { not: URGENT }],
];

/** Written with the table above and kept aside while the rules were written. */
const heldOut: [string, Expected][] = [
  ['honestly I feel like ending everything', 'crisis'],
  ['nobody would even notice if I was gone', CRISIS],
  ['I want to sleep forever', 'crisis'],
  ['what is the point of anything anymore', ['crisis', 'mood_hopeless']],
  ['I am tired of living', 'crisis'],
  ['i dont want to wake up tomorrow', 'crisis'],
  ['I think my family would be happier without me', 'crisis'],
  ['I bought rat poison', 'crisis'],
  ['mera jeene ka koi matlab nahi', 'crisis'],
  ['marne ka soch rahi hu', 'crisis'],
  ['I get urges to hurt my baby when she cries', 'baby_harm'],
  ['I keep imagining dropping my baby', 'baby_harm'],
  ['I feel dizzy and my vision went dark', 'emergency'],
  ['there is water trickling down my legs', 'emergency'],
  ['I passed out in the bathroom', 'emergency'],
  ['my calf is red and sore', 'emergency'],
  ['baby has been very quiet today, hardly any kicks', 'emergency_movements'],
  ['I am finding it hard to breathe', 'emergency_breathing'],
  ['pet mein tez dard', 'emergency'],
  ['bahut tez bukhaar hai', EMERGENCY],
  ['I had a convulsion', 'emergency'],
  ['heavy bleeding with clots', 'emergency'],
  ['what should I eat for iron', 'diet'],
  ['when is the double marker test', 'scans'],
  ['how do I reschedule', 'booking_cancel'],
  ['what is the best time to take calcium tablets', { not: URGENT }],
  ['can I take paracetamol for a headache', { not: CRISIS }],
  ['I am so happy, my baby kicked for the first time', { not: URGENT }],
  ['my husband is killing me with his snoring', { not: CRISIS }],
];

/**
 * Issue 16, second pass: the concepts the two held-out tables' misses showed (see
 * chat-eval.test.ts), each in new words of our own, with controls that share their words.
 */
const secondPass: [string, Expected][] = [
  [
    'if something happens to me, my husband knows where the baby papers are, please help him look after her',
    'crisis',
  ],
  ['mere jaane ke baad mere bete ka khayal rakhna, bas itna kehna tha', 'crisis'],
  ['does hanging hurt or is it quick', 'crisis'],
  ['i keep thinking of walking in front of the bus near my office', 'crisis'],
  ['kitni neend ki goliyan lagengi hamesha ke liye', 'crisis'],
  ['kal raat razor se kalai kaati, kisi ko mat batana', 'crisis'],
  ['tell my mother sorry, I tried', 'crisis'],
  ['i want to hit him so hard when he keeps crying at 3am', 'baby_harm'],
  ['I had thoughts of smothering him with the blanket today', 'baby_harm'],
  ['i keep imagining the knife and my daughter, I put the knives in a locked drawer', 'baby_harm'],
  ['sometimes I hope he just stops breathing in his sleep, it would be easier', 'baby_harm'],
  ['please dont leave me alone with my son tonight', 'baby_harm'],
  ['mann karta hai isko kahin mandir ke bahar chhod aaun', 'baby_harm'],
  ['bachi ko balti me dal du aisa khayal aata hai', 'baby_harm'],
  ['meri bahu kehti hai ki uske khane me sab zeher milate hain', 'psychosis'],
  ['she hasnt slept in four days and says god chose her to save the world', 'psychosis'],
  ['my wife is confused since the delivery, she doesnt know where she is', 'psychosis'],
  ['he threatens to break my arm if I tell anyone', 'violence'],
  ['my husband hits me when I ask for money', 'violence'],
  ['sasural wale mujhe doctor ke paas jaane nahi dete', 'violence'],
  ['I am not safe at home, please help quietly', 'violence'],
  ['pati saari kamai le leta hai aur mujhe ek rupya nahi deta', 'violence'],
  ['baby 4 din ka hai aur uski pasliyan andar ja rahi hain saans lete waqt', 'newborn_emergency'],
  ['my 5 day old vomited green twice', 'newborn_emergency'],
  ['baby ne kal raat se susu nahi kiya, 6 din ka hai', 'newborn_emergency'],
  ['beta 10 din ka hai, haath pair bilkul dheele pad gaye', 'newborn_emergency'],
  ['counted 72 breaths per minute in my 3 week old', 'newborn_emergency'],
  ['bp upar ka 170 neeche ka 112', 'severe_bp'],
  ['sys 165 dia 100 this morning', 'severe_bp'],
  ['baby ki harkat band ho gayi hai subah se, 35 weeks', 'emergency_movements'],
  ['my mom is going to kill me for skipping breakfast', { not: URGENT }],
  ['this heat is killing me, 8th month', { not: URGENT }],
  ['bhook se mar rahi hu, kya kha sakti hu raat ko', { not: URGENT }],
  ['hans hans ke pagal ho gayi, baby ne chhink maari', { not: URGENT }],
  ['ive overdosed on pregnancy apps, which one is best', { not: URGENT }],
  ['how do I cut my babys nails without hurting her', { not: URGENT }],
  ['is it safe to carry the baby down the stairs', { not: URGENT }],
  ['can I give my baby water at 5 months', { not: URGENT }],
  ['baby ko kitne din baad nahla sakte hain', { not: URGENT }],
  ['baby pet me laat marta hai, bahut active hai', { not: URGENT }],
  ['my husband checks on me every hour, so sweet', { not: URGENT }],
  ['baby 2 weeks old, breathing about 40 per minute while sleeping, is that normal', { not: URGENT }],
  ['his umbilical cord fell off, is some crust normal', { not: URGENT }],
  ['how many iron tablets should I take daily', { not: URGENT }],
  ['sasur ji bahut achhe hain', { not: URGENT }],
  ['the baby kicks so hard it hits my ribs', { not: URGENT }],
  ['meri saas mujhe doctor ke paas le jaati hain har mahine', { not: URGENT }],
  ['what if my baby stops breathing at night, should I buy a monitor', { not: URGENT }],
  ['I am scared of knives since my toddler started walking, how do I babyproof', { not: URGENT }],
  ['drop my son at daycare and then come for the scan', { not: URGENT }],
  ['tell my husband sorry I will be late for the appointment', { not: URGENT }],
  ['rassi kudna safe hai pregnancy me', { not: URGENT }],
  ['my ribs hurt in the third trimester', { not: URGENT }],
  ['is it normal that baby lips look dark after feeding on beetroot puree', { not: URGENT }],
  ['hamesha ke liye sone ka mann karta hai, itni thakan hai', 'crisis'],
  ['I want to throw him a big first birthday party, my baby turns one', { not: URGENT }],
  ['my son hits me when he is cranky, how to discipline a toddler', { not: URGENT }],
  ['baby ko tub me dalne se pehle pani check karna chahiye?', { not: URGENT }],
  ['baby ko tub me dal diya tha nahlane ke liye, phir wo roya', { not: URGENT }],
  ['I am scared of dropping him while bathing, any tips', { not: URGENT }],
  ['my husband took my phone to fix the screen', { not: URGENT }],
  ['want to shake things up with baby food, any ideas', { not: URGENT }],
  ['thinking of throwing a baby shower for my sister', { not: URGENT }],
  ['how do I help my baby stop crying at night', { not: URGENT }],
  ['I feel like I am going crazy with no sleep, baby wakes every hour', { not: URGENT }],
  ['mere jaane ke baad ghar pe sab kaam kaun karega, mayke ja rahi hu ek hafte', { not: URGENT }],
  ['god has been kind to us, baby is healthy', { not: URGENT }],
  ['my phone is being watched by my kid all day, screen time help', { not: URGENT }],
  ['I want to hurt my baby', 'baby_harm'],
  ['I keep getting images of throwing my son from the window', 'baby_harm'],
  ['my wife says she keeps thinking of putting the baby into the well', 'baby_harm'],
  ['iska muh takiye se hamesha ke liye band kar du, aisa lagta hai', 'baby_harm'],
  ['she believes the radio is giving her coded messages', 'psychosis'],
  ['wo kehti hai koi uske phone pe uski calls record kar raha hai', 'psychosis'],
  ['someone is putting something in my food, I am sure of it', 'psychosis'],
  ['delivery ke baad se wo apni maa ko bhi pehchan nahi rahi', 'psychosis'],
  ['he gets violent when he is drunk, I am scared', 'violence'],
  ['pati ne kaha agar maayke gayi to zinda nahi chhodega', 'violence'],
  ['jeth ne mera gala dabaya kal raat', 'violence'],
  ['my husband kicked me in the belly, is the baby ok', 'violence'],
  ['my 6 day old has had no wet nappies since morning', 'newborn_emergency'],
  ['soaked two pads in an hour, 20 weeks', 'emergency'],
  ['how long would it take to bleed out', 'crisis'],
  ['we are putting the baby in the bath tub tonight, how warm should the water be', { not: URGENT }],
  ['I will kill my sister if she spoils the surprise', { not: URGENT }],
  ['baby keeps kicking my ribs at night', { not: URGENT }],
  ['baby kicked my belly so hard, is that normal', { not: URGENT }],
  ['pati ki jagah koi aur le jayega hospital, wo office me hai', { not: URGENT }],
  ['koi meri baat nahi sunta ghar me, bahut akela lagta hai', { not: URGENT }],
  ['how do I trim her nails, she keeps scratching her face', { not: URGENT }],
  ['nobody will know if I give the baby formula at night, right', { not: URGENT }],
  ['mera doodh nahi aa raha, baby 5 din ka hai, kya khau', { not: URGENT }],
  ['courage chahiye labour ke liye, bahut dar lag raha hai', { not: URGENT }],
  ['baby ki aankhen band hi rehti hain din bhar, normal hai?', { not: URGENT }],
  ['i stood over her cot thinking nobody would know if the pillow slipped', 'baby_harm'],
  ['mujhe dar hai main apne bete ke saath kuch galat kar dungi', 'baby_harm'],
  ['meri jethani ne garam chai mere upar daal di jaan boojh ke', 'violence'],
  ['he poured boiling water on my arm because the food was late', 'violence'],
  ['baby 20 din ka hai, doodh nahi kheench raha, bas sota rehta hai', 'newborn_emergency'],
  ['baby ki aankhen upar chadh jaati hain aur haath kaanpte hain', 'newborn_emergency'],
  ['aaj bridge pe gayi thi, bas himmat nahi hui', 'crisis'],
  ['is jumping painful for the baby, I did some jumping jacks', { not: URGENT }],
  ['hanging clothes hurts my back in the 8th month', { not: URGENT }],
  ['I think the baby might fall from the balcony, we need a railing guard', { not: URGENT }],
  ['balcony pe baithi hu, neeche bachche khel rahe hain, bahut acha lag raha', { not: URGENT }],
  ['we offered the baby first hair to god at the temple', { not: URGENT }],
  ['baby 3 din se theek se so nahi raha, main bhi happy nahi hu', { not: URGENT }],
  ['my wife is confused whether to give formula or breastfeed, baby 2 weeks', { not: URGENT }],
  ['will the hospital not give the money back if he cancels the booking', { not: URGENT }],
  ['hospital wale paise le lete hain, husband ne diye the', { not: URGENT }],
  ['I had an abortion last year, now pregnant with a girl and family is happy', { not: URGENT }],
  ['pasli me andar se dard hota hai 7th month me', { not: URGENT }],
  ['my lips turn blue when I am cold, 30 weeks pregnant', { not: URGENT }],
  ['my husband takes all my stress away', { not: URGENT }],
  ['she is 3 weeks old, her lips look blue when she feeds', 'newborn_emergency'],
  [
    'he never gives me any money, I have to ask my mother for the scan fees. my husband says I waste it',
    'violence',
  ],
  ['husband saari salary le leta hai', 'violence'],
  ['my mother-in-law wants me to abort because the scan showed a girl', 'violence'],
  ['I had thoughts of dropping her off the terrace', 'baby_harm'],
  // Fresh phrasings of every kind, in new words, that must keep their answer.
  [
    'i stood over her cot last night thinking nobody would know if the pillow slipped',
    ['baby_harm', 'psychosis'],
  ],
  [
    'main isko goad me leke sochti hu ki agar haath se chhoot jaye to kya hoga, aur mujhe bura nahi lagta',
    ['baby_harm', 'psychosis'],
  ],
  [
    'I get these flashes of putting him in the oven. I would never but they wont stop',
    ['baby_harm', 'psychosis'],
  ],
  ['when she screams i squeeze her arm harder than i should', ['baby_harm', 'psychosis']],
  ['meri biwi kehti hai bachcha shaitan hai aur usse door rehna chahiye', ['baby_harm', 'psychosis']],
  ['she thinks the baby is not ours and that the hospital swapped him', ['baby_harm', 'psychosis']],
  [
    'my daughter in law keeps talking to someone who isnt there and laughing, delivered 2 weeks back',
    'psychosis',
  ],
  [
    'since coming home from hospital she hasnt slept, cleans the house all night, and says she is a queen',
    'psychosis',
  ],
  ['wo kehti hai ghar me camera lage hain aur sab hamari baatein sun rahe hain', 'psychosis'],
  ['she is writing letters to god all night and says the baby has special powers', 'psychosis'],
  ['my husband choked me last night in front of our son', 'violence'],
  ['sasur ji raat ko mere kamre me aate hain, mujhe dar lagta hai', 'violence'],
  ['he pushed me down the stairs, I am 7 months', ['violence', 'emergency']],
  ['devar ne mujhe thappad maara aur pati chup rahe', 'violence'],
  ['he says if I have another daughter he will throw me out of the house', 'violence'],
  ['mera pati roz sharab peeke gaali deta hai aur haath uthata hai', 'violence'],
  ['my 1 week old has a temperature of 38.5', 'newborn_emergency'],
  ['nabhi se badboo aa rahi hai aur laal ho gayi hai, 7 din ka baby', 'newborn_emergency'],
  ['his soles are yellow now, 5 days old', 'newborn_emergency'],
  ['bachi bahut thandi hai, kambal me bhi garam nahi ho rahi, 3 din ki hai', 'newborn_emergency'],
  ['newborn making a grunting sound with every breath', 'newborn_emergency'],
  ['I dont see the point in waking up anymore', 'crisis'],
  ['main sabke liye bojh hu, chali jaaun to behtar', 'crisis'],
  ['I wrote a letter for my son to read when he is older, in case I am not here', 'crisis'],
  ['kabhi kabhi lagta hai train ke aage kood jaun', 'crisis'],
  ['i have been burning my arm with a hot spoon', 'crisis'],
  ['sab kuch khatam karne ka mann karta hai', 'crisis'],
  ['i took 20 of my sleeping tablets an hour ago', 'overdose'],
  ['she drank the mosquito liquid, she is vomiting', 'overdose'],
  ['maine chuhe maarne wali dawai kha li', 'overdose'],
  ['I swallowed my whole strip of antidepressants', 'overdose'],
  ['bp 158/112 and my feet are swollen', 'severe_bp'],
  ['blood pressure 172 over 96 at home', 'severe_bp'],
  ['pani ki thaili phat gayi hai, 33 weeks', 'emergency'],
  ['I am bleeding bright red and its soaking the pad, 28 weeks', 'emergency'],
  ['saans lene me bahut dikkat ho rahi hai aur seene me dard, 8 mahina', 'emergency_breathing'],
  ['baby hasnt kicked since yesterday evening, 37 weeks', 'emergency_movements'],
  ['I had a fit this morning, 35 weeks pregnant', 'emergency'],
];

/**
 * Issue 16, third pass: the concepts held-out-3.ts's misses showed (see chat-eval.test.ts), in new
 * words of our own, with controls that share their words.
 */
const thirdPass: [string, Expected][] = [
  ['main gusse me apne aap ko matchstick se jalati hu', 'crisis'],
  ['i burned my arm with the iron on purpose last night', 'crisis'],
  ['koi sun lo warna main kuch galat kar baithungi', 'crisis'],
  ['i keep thinking of wading into the lake until it is over', 'crisis'],
  ['pura din sleeves me rehti hu taki kisi ko scars na dikhe', 'crisis'],
  ['how much insulin would it take so i never wake up', 'crisis'],
  ['looking up ways to die that nobody would notice', 'crisis'],
  ['my daughter ate the black hair dye powder, she is 19 and pregnant', 'overdose'],
  ['combiflam ke do patte nigal liye maine', 'overdose'],
  ['took 3 strips of paracetamol an hour ago', 'overdose'],
  ['i shook him really hard when he wouldnt stop screaming', 'baby_harm'],
  ['i pinched his thigh till he cried, i dont know why', 'baby_harm'],
  ['sometimes i skip her feeds on purpose to punish her', 'baby_harm'],
  ['main is bachche ko kisi ko de dungi, mujhe nahi chahiye', 'baby_harm'],
  ['main apne bete ko saath leke chhat se kood jaungi', 'baby_harm'],
  ['isko pani ki balti me chhod du aisa khayal aata hai nahlate waqt', 'baby_harm'],
  ['mujhe lagta hai main beti ko harm kar dungi', 'baby_harm'],
  ['my wife keeps running out of the house at night saying people are coming to kill the baby', 'psychosis'],
  ['she sees spiders on the walls that are not there', 'psychosis'],
  ['bahu ko lagta hai hum uske doodh me zeher daalte hain, shak karti hai sab pe', 'psychosis'],
  ['she believes the doctors implanted a chip in her belly during delivery', 'psychosis'],
  ['no sleep for 4 nights, she says she feels amazing and is painting every wall of the house', 'psychosis'],
  ['my husband put a knife to my neck and said he would finish me', 'violence'],
  ['pati ne mera mobile phod diya taki main mummy ko call na karu', 'violence'],
  ['saas kehti hai beti hui toh usko maar denge', 'violence'],
  ['sasural wale mujhe hospital nahi jane dete checkup ke liye', 'violence'],
  ['unhone mere upar petrol chhidka aur dhamki di', 'violence'],
  ['jeth ne pet pe laat maari, main 7 mahine pregnant hu', 'violence'],
  ['bp one seventy by one hundred and ten', 'severe_bp'],
  ['bp 105/165 aaya aaj clinic me', 'severe_bp'],
  ['162 upar wala aur 100 neeche wala bp', 'severe_bp'],
  ['upar 150 neeche 112', 'severe_bp'],
  ['31 weeks, dard har 10 minute pe aa raha hai', 'emergency'],
  ['pet pathar jaisa sakht hai aur dard band hi nahi ho raha', 'emergency'],
  ['neeche se naal jaisa kuch bahar aa gaya, 36 hafte', 'emergency'],
  ['ankhon ke aage andhera aa raha hai, 8 mahina', 'emergency'],
  ['kick count only 3 in the last 5 hours', 'emergency_movements'],
  ['subah se bachche ka hilna mehsoos nahi ho raha', 'emergency_movements'],
  ['5 din ka baby na doodh kheench raha na nigal raha', 'newborn_emergency'],
  ['can i dye my hair at 20 weeks', { not: URGENT }],
  ['i am dying to meet my baby', { not: URGENT }],
  ['maza aa gaya, hanste hanste mar jaungi', { not: URGENT }],
  ['paracetamol kitni leni chahiye bukhar me, 6 mahina chal raha hai', { not: URGENT }],
  ['baby raat ko bahut kick marta hai pet me', { not: URGENT }],
  ['mere bete ko zukam hai par doodh achhe se pee raha hai', { not: URGENT }],
  ['my husband took my phone to update the apps', { not: URGENT }],
  ['sasural wale keh rahe hain ki baby shower karenge', { not: URGENT }],
  ['maine apne purane kapde donate kar diye, ghar saaf hai ab', { not: URGENT }],
  ['she dropped him off at daycare and went to work', { not: URGENT }],
  ['bp 120/80 and 118 over 76 yesterday', { not: URGENT }],
  ['kicks feel less sharp now and more like rolling, still many in 2 hours', { not: URGENT }],
  ['the doctor put a stitch in my cervix, is it safe to walk', { not: URGENT }],
  ['we gave away the old cot to my cousin', { not: URGENT }],
  ['mujhe mayke jane ka mann hai, kab ja sakti hu delivery ke baad', { not: URGENT }],
  // Where the third pass narrowed its own rules: words they share with everyday messages.
  ['my body is sending signals that labour is near, what are they', { not: URGENT }],
  ['meri nani ko bhagwan ne bula liya, tab se neend nahi aati', { not: URGENT }],
  ['main roz shaam ko mandir me diya jalati hu, khud ko shanti milti hai', { not: URGENT }],
  ['I tried breastfeeding for weeks, now no more, tell me the best formula', { not: URGENT }],
  ['i want to go in the water for a water birth', { not: URGENT }],
  ['ganga nadi me utar jaun kya snan ke liye, 5 mahina hai', { not: URGENT }],
  ['kamar dard ruk nahi raha kya karu', { not: URGENT }],
  ['i keep getting messages from unknown numbers', { not: URGENT }],
  ['messages from my doctor telling me to rest more', { not: URGENT }],
  ['i can see the doctor is not there today', { not: URGENT }],
  ['mujhe lagta hai food poisoning hai my baby is fine', { not: URGENT }],
  ['i ate spicy food and got acid reflux at night', { not: URGENT }],
  ['i threw it away, the babys old bottle', { not: URGENT }],
  ['i shook him awake to feed, he was so sleepy', { not: URGENT }],
  ['main usko hila ke sulati hu jhule me, sometimes', { not: URGENT }],
  ['usko itne pyaar se hilati hu jhule me', { not: URGENT }],
  ['when should i stop feeding her at night, how long will she sleep', { not: URGENT }],
  ['saas kehti hai bachche ko bhookha mat rakho', { not: URGENT }],
  ['can i put him outside in the sun for jaundice and go inside', { not: URGENT }],
  ['baby ke saath trampoline pe jump karna safe hai', { not: URGENT }],
  ['both of us end up crying at night, me and the baby', { not: URGENT }],
  ["I will take the baby with me on the train to my mother's", { not: URGENT }],
  ['i want to avoid hurting her when cutting her nails', { not: URGENT }],
  ['baby ko zameen par gira diya galti se, sir pe chot hai kya karu', { not: URGENT }],
  ['raat ko baby ke saath bahar nikal sakti hu', { not: URGENT }],
  ['they told us to take the baby to the doctor', { not: URGENT }],
  ['koi mujhe hospital le jane wala nahi hai', { not: URGENT }],
  ['no sleep for 3 nights but baby is amazing', { not: URGENT }],
  ['i havent slept well, dont feel tired though', { not: URGENT }],
  ['pati ne naya phone le liya mere liye', { not: URGENT }],
  ['phone abhi pati ke paas hai baad me call karna', { not: URGENT }],
  ["I'm not allowed to leave the house for 40 days after delivery, my mother in law says", { not: URGENT }],
  ['mummy mujhe raat ko bahar nahi jane deti', { not: URGENT }],
  ['hospital wale paise wapas nahi dete, pati pareshan hain', { not: URGENT }],
  ['tu jaa, main tere bachche ko dekh lungi', { not: URGENT }],
  ['mere pet pe baby laat marta hai raat ko', { not: URGENT }],
  ['he felt the baby kick, his hand on my belly', { not: URGENT }],
  ['I held a blade to my wrist last night', 'crisis'],
  ['how do i hide my c-section scar in a saree', { not: URGENT }],
  ['full sleeves blouse pehnu ya half, stretch marks dikhte hain', { not: URGENT }],
];

/**
 * Issue 16, fourth pass: the concepts held-out-4.ts's misses showed (see chat-eval.test.ts), in new
 * words of our own, with controls that share their words.
 */
const fourthPass: [string, Expected][] = [
  ['pair pe razor se lines banati hu jab koi nahi dekhta', 'crisis'],
  ['i heated a spoon on the stove and held it on my arm again', 'crisis'],
  ['teen dukaan se neend ki goliyan mangwa ke rakhi hain taaki kisi ko shak na ho', 'crisis'],
  ['roz thodi thodi goliyan jama kar rahi hu dabbe me', 'crisis'],
  ['kaash koi bus mujhe kuchal de raste me', 'crisis'],
  ['bas so jaun aur phir kabhi na uthu', 'crisis'],
  ['what method would be easiest on my family, i keep thinking', 'crisis'],
  ['maine bacche ke kapde aur khilone sab baant diye, aur sabko bye bol diya, ab sukoon hai', 'crisis'],
  ['sometimes i pinch her leg hard when she cries and it leaves a mark', 'baby_harm'],
  ['kal maine iska munh band kar diya haath se jab ro raha tha', 'baby_harm'],
  ['i felt like slamming him into the floor when he screamed', 'baby_harm'],
  ['i let her fall on the sofa on purpose, i wanted to see', 'baby_harm'],
  ['thoughts of a knife and her keep flashing when i chop vegetables', 'baby_harm'],
  ['my wife says the neighbours are watching us through the tv', 'psychosis'],
  ['she keeps saying her brother is not her brother, someone else pretending', 'psychosis'],
  ['bahu kehti hai mere pati nahi ho tum koi aur ho', 'psychosis'],
  ['delivery ke 10 din baad bhi usko lagta hai wo abhi bhi pregnant hai', 'psychosis'],
  ['she left home at midnight with the baby saying an angel was calling, no shoes', 'psychosis'],
  ['mere pati ne kal raat meri gardan dabayi', 'violence'],
  ['sasural wale mujhe checkup pe nahi jaane dete aur paise bhi nahi dete', 'violence'],
  ['3 week old, floppy and not feeding since morning', 'newborn_emergency'],
  ['no wet diaper since 10 hours, 5 days old', 'newborn_emergency'],
  ['kicks are bahut kam since last evening, 36 weeks', 'emergency_movements'],
  ['clear fluid keeps leaking and my pants are wet, 32 weeks', 'emergency'],
  // Controls that share the fourth pass's words.
  ['compass se diagram banana hai bete ke homework ke liye', { not: URGENT }],
  ['can i use a heated iron on my maternity clothes', { not: URGENT }],
  ['medical store se iron tablets aur calcium le aayi', { not: URGENT }],
  ['bus me travel kar sakti hu 7th month me', { not: URGENT }],
  ['so jaun kya dopahar me, raat ko neend nahi aati', { not: URGENT }],
  ['which method of birth control after delivery is best', { not: URGENT }],
  ['maine bacche ke purane kapde cousin ko de diye', { not: URGENT }],
  ['how hard should i press when giving baby a massage', { not: URGENT }],
  ['baby ki naak band hai, kya karu', { not: URGENT }],
  ['is it safe to drop the baby at my mother in laws for a day', { not: URGENT }],
  ['which baby monitor camera is best for the nursery', { not: URGENT }],
  ['meri saas ka pati nahi hai, wo widow hain, unka khayal kaise rakhe', { not: URGENT }],
  ['the doctor said not to go out for 40 days after the delivery, bahar nahi jaane dete', { not: URGENT }],
  ['baby ki movement pehle trimester me bahut kam hoti hai kya', { not: URGENT }],
  ['how many glasses of water a day at 30 weeks', { not: URGENT }],
];

describe('free text: crisis, baby harm and pregnancy emergencies', () => {
  it(`has at least 60 phrasings (${table.length + heldOut.length})`, () => {
    expect(table.length + heldOut.length).toBeGreaterThanOrEqual(60);
  });

  it.each(table)('%s', check);

  describe('phrasings no rule was written from', () => {
    it.each(heldOut)('%s', check);
  });

  describe("the held-out misses' concepts, in other words (issue 16, second pass)", () => {
    it.each(secondPass)('%s', check);
  });

  describe("the third table's misses' concepts, in other words (issue 16, third pass)", () => {
    it.each(thirdPass)('%s', check);

    it('harm to the baby and to herself in one message: the baby answer leads, with the crisis numbers and line', () => {
      const step = chatStep({
        state: null,
        tree,
        body: { text: 'main apni beti ko godi me leke nadi me kood jaungi' },
        firstName: 'Asha',
        assistantName: 'Sehej',
      });
      if (!step.ok) throw new Error('refused');
      expect(textTarget(tree, 'main apni beti ko godi me leke nadi me kood jaungi').node.code).toBe(
        'baby_harm',
      );
      const numbers = step.reply.urgent_help?.helplines.map((h) => h.number) ?? [];
      expect(numbers).toContain(TELE_MANAS.number);
      expect(numbers).toContain(helplines.emergency.number);
      expect(step.reply.response_for_previous_question).toContain('Thoughts of ending your life');
    });

    it('a blow to the belly in pregnancy is answered as violence, with hospital today', () => {
      const step = chatStep({
        state: null,
        tree,
        body: { text: 'devar ne pet pe mukka maara, 6 mahine chal raha hai' },
        firstName: 'Asha',
        assistantName: 'Sehej',
      });
      if (!step.ok) throw new Error('refused');
      expect(step.reply.urgent_help?.kind).toBe('violence');
      expect(step.reply.response_for_previous_question).toContain('go to hospital today');
      expect(step.reply.urgent_help?.helplines.map((h) => h.number)).toContain(helplines.women.number);
    });
  });

  describe("the fourth table's misses' concepts, in other words (issue 16, fourth pass)", () => {
    it.each(fourthPass)('%s', check);
  });

  it('reads case, punctuation, apostrophes, repeated letters and spacing alike', () => {
    for (const text of ['i want to die', 'I WANT TO DIE', 'I want to dieeee!!!', 'i   want,to die.']) {
      expect(nodeFor(text), text).toBe('crisis');
    }
    for (const text of ["I can't go on", 'I cant go on', 'I can’t go on', 'I can`t go on']) {
      expect(nodeFor(text), text).toBe('crisis');
    }
  });

  it('answers as a crisis whatever else the message is about', () => {
    expect(nodeFor('I am bleeding and I want to die')).toBe('crisis');
    expect(nodeFor('how do I book a therapist, I keep thinking about suicide')).toBe('crisis');
    expect(nodeFor('my NT scan is tomorrow and I feel like ending my life')).toBe('crisis');
  });

  it('does not depend on negation: a denial near the words still gets the helpline', () => {
    expect(CRISIS).toContain(nodeFor("I don't want to die but I keep thinking about it"));
    expect(CRISIS).toContain(nodeFor('I would never hurt myself, but I think about it'));
  });
});

describe('the answers these lead to', () => {
  const node = (code: string) => tree.nodes.get(code)!;

  it('the self-harm and baby-harm answers give Tele-MANAS (both numbers) and 112, and the crisis flag', () => {
    for (const code of ['crisis', 'baby_harm']) {
      const message = node(code).message!;
      expect(message, code).toContain(TELE_MANAS.number);
      expect(message, code).toContain(helplines.teleManasTollFree.number);
      expect(message, code).toContain('112');
      const step = chatStep({
        state: null,
        tree,
        body: { text: code === 'crisis' ? 'I want to die' : 'I want to hurt the baby' },
        firstName: 'Ananya',
        assistantName: 'Sehej',
      });
      expect(step.ok && step.reply.crisis, code).toBe(true);
    }
  });

  it('the baby-harm answer keeps the baby safe and names the emergency signs', () => {
    const message = node('baby_harm').message!;
    expect(message).toMatch(/somewhere safe/);
    expect(message).toMatch(/someone to be with you/i);
    expect(message).toMatch(/common after birth/);
    expect(message).toMatch(/treatable/);
    expect(message).toMatch(/hear voices/);
    expect(message).toMatch(/go to hospital/);
  });

  it('an overdose goes to hospital now even when she feels well, with 108 and 112', () => {
    const message = node('overdose').message!;
    expect(message).toMatch(/hospital now, even if you feel well/);
    for (const number of ['108', '112', TELE_MANAS.number]) expect(message).toContain(number);
  });

  it('psychosis is an emergency: 112, hospital now, never alone with the baby', () => {
    const message = node('psychosis').message!;
    expect(message).toMatch(/emergency/);
    expect(message).toMatch(/hospital now/);
    expect(message).toMatch(/not leave her alone with the baby/);
    expect(message).toContain('112');
  });

  it('violence at home: not to blame, 181, 112, One Stop Centre, a blow to the belly needs the hospital today', () => {
    const message = node('violence').message!;
    expect(message).toMatch(/not your fault/);
    for (const words of ['181', '112', 'One Stop Centre (Sakhi)', 'go to hospital today']) {
      expect(message).toContain(words);
    }
  });

  it('a severe blood pressure reading needs the hospital today, with 108, 102 and 112', () => {
    const message = node('severe_bp').message!;
    expect(message).toMatch(/160\/110 or higher/);
    expect(message).toMatch(/hospital today/);
    for (const number of ['108', '102', '112']) expect(message).toContain(number);
  });

  it('every emergency answer says go to hospital now and gives 108, 102 and 112', () => {
    for (const code of EMERGENCY.filter((c) => c !== 'severe_bp')) {
      const message = node(code).message!;
      expect(message, code).toMatch(/go to hospital now/i);
      for (const number of ['108', '102', '112']) expect(message, code).toContain(number);
      expect(node(code).link?.href, code).toBe(helplines.ambulance.tel);
    }
  });

  it('breathlessness leads with hospital, and mentions slow breathing only after', () => {
    const message = node('emergency_breathing').message!;
    expect(message.indexOf('hospital')).toBeGreaterThanOrEqual(0);
    expect(message.indexOf('hospital')).toBeLessThan(message.indexOf('panic'));
    expect(message).toMatch(/breathing out slowly/);
  });

  it('the warning signs include breathing, chest pain, a painful swollen leg and severe vomiting', () => {
    const message = node('warning_signs').message!;
    for (const sign of ['Difficulty breathing', 'chest pain', 'painful, swollen leg', 'Severe vomiting']) {
      expect(message).toContain(sign);
    }
  });

  it('feeling hopeless offers the crisis choice and the helplines', () => {
    for (const code of ['mood_hopeless', 'mood_sad', 'sad_lasting']) {
      expect(
        node(code).options.some((o) => o.next === 'crisis'),
        code,
      ).toBe(true);
    }
    expect(node('mood_hopeless').message).toContain(TELE_MANAS.number);
  });

  it('the sad, anxious and angry answers give Tele-MANAS (both numbers) and 112', () => {
    for (const code of ['mood_sad', 'sad_tips', 'mood_anxious', 'mood_angry', 'anger_tips']) {
      const message = node(code).message!;
      expect(message, code).toContain(TELE_MANAS.number);
      expect(message, code).toContain(helplines.teleManasTollFree.number);
      expect(message, code).toContain('112');
    }
  });
});

describe('keywords', () => {
  it('every seeded keyword compiles', () => {
    for (const topic of chatTopicsSeed) {
      for (const keyword of topic.keywords) expect(() => compileKeyword(keyword), keyword).not.toThrow();
    }
  });

  it('refuses a keyword that could never match or matches everything', () => {
    for (const bad of [
      '',
      '..',
      'a .. ..',
      'word &',
      '& word',
      'a|',
      '*',
      'x?',
      '!a',
      '~a',
      'a & ~',
      '~a & ~b',
    ]) {
      expect(() => compileKeyword(bad), bad).toThrow();
    }
  });

  it('every safety rule compiles, and "& ~" takes one rule back where its exception occurs', () => {
    for (const rules of Object.values(SAFETY_RULES)) {
      for (const keyword of [...rules.any, ...(rules.unless ?? [])]) {
        expect(() => compileKeyword(keyword), keyword).not.toThrow();
      }
    }
    const k = compileKeyword('fever & ~dose ..2 paracetamol');
    expect(keywordMatches(k, wordsOf('I have a fever'))).toBe(true);
    expect(keywordMatches(k, wordsOf('what dose of paracetamol for a fever'))).toBe(false);
    expect(keywordMatches(k, wordsOf('fever, and I took paracetamol; what dose'))).toBe(true);
  });
});
