import type { SafetyLabel } from './labels.ts';

/**
 * The safety rules: small patterns (the keyword syntax of ../keywords.ts) over the normalised
 * words of a message, one list per kind of danger. They are written from concepts (an intent word
 * near an act, an act on oneself, a sign with the person it is about), not from sentences, and
 * are one of two signals: the classifier (classifier.ts, trained on corpus.ts) is the other, and
 * anything neither places confidently still gets the safety line (assess.ts).
 *
 * A message that could be a crisis is answered as one: every rule of every kind is tried on the
 * whole message, whatever else it is about; negation is deliberately ignored ("I don't want to
 * die" gets the helpline too). `unless` patterns name the few figures of speech that share a
 * kind's words ("my husband beats me at ludo"): they silence that kind's rules, not the classifier.
 */
// Word lists the rules below are built from, spelt as patients type them. Doubled letters need
// no variants: the matcher reads "maarna" as "marna", "kill" as "kil", "dieee" as "die"; Devanagari
// is read in its Latin spelling (normalise.ts), so the Devanagari alternatives below are belt and braces.

/** Wanting, thinking of or planning something (for the self-harm rules). */
const INTENT =
  'want|wants|wanted|wanna|wish|wishes|wished|rather|thinking|think|thinks|thoughts|thought|feel|feeling|felt|urge*|tempted|plan|plans|planning|planned|ready|decided|try|trying|tried|deserve|talks|talking|says|said|keeps|saying';
/** Death words, in English. */
const DEATH = 'die|died|dying|dead|death|suicid*|sucid*|unalive*';
/** Acts of harm done to someone (for "...myself" and "...my baby"). */
const HARM =
  'kill*|hurt*|harm*|cut|cuts|cutting|hang|hanging|hanged|stab*|burn*|poison*|injur*|strangl*|drown*|smother*|suffocat*|shoot|shot|starv*|slit*';
/** For the baby, rough handling as well as harm. */
const BABY_HARM = `${HARM}|hit|hitting|shake|shaking|shakin|shook|press|pressing|throw*|threw|chok*|drop|dropping|dropped|slap*|beat|beating|punch*|squeez*`;
const BABY =
  'pota|poti|grandson|granddaughter|baby|babys|babies|bby|baccha|bachaa|child|childs|children|kid|kids|son|daughter|infant|newborn|newborns|bachcha|bacha|bachche|bacche|bache|bachi|bachchi|beta|bete|beti|munna|munni|shishu|बच्चा|बच्चे|बच्ची|बेटा|बेटी|बेबी|शिशु';
/** Pills and tablets, for overdoses. */
const PILLS =
  'pill*|tablet*|tab|tabs|medicin*|meds|medication*|goli*|dawa*|paracetamol|crocin|dolo|sleeping|neend|nind';
/** Hindi and Hinglish: to die. */
const MARNA =
  'marna|marne|mar|maru|marun|marjau|marjaun|marjaungi|marjana|mrna|mrne|maut|mout|मरना|मरने|मर|मौत';
/** Hindi and Hinglish: to live, life. */
const JEENA =
  'jeena|jina|jeene|jine|jeeni|jeevan|jivan|zindagi|jindagi|zindgi|jindgi|zndgi|जीना|जीने|जिंदगी|जिन्दगी|जीवन';
/** Hindi and Hinglish: no, not, over, useless, a burden, worn out. */
const NAHI_KHATAM =
  'nahi|nhi|nai|nahin|na|khatam|khtm|khatm|khtam|bekar|bekaar|barbad|bojh|saza|thak*|tang|नहीं|नही|खत्म|बेकार|बोझ';
/** Belly and tummy, for pain and falls. */
const BELLY = 'stomach|tummy|abdomen|abdominal|belly|pet|pait|pelvic|pelvis|uterus|womb|bump|पेट';
const PAIN = 'pain*|ache|aches|aching|hurts|hurting|dard|दर्द';
/**
 * Many, all or a pack: a count of six or more in digits reads as "many" too (assess.ts). Hindi "patte"
 * (strips) but not "patta" or "patti": doubled letters fold, and they read as "pata" (know) and "pati" (husband).
 */
const MANY =
  'many|lot|lots|all|whole|entire|full|bottle|strip|strips|strp*|stirp*|patte|pattiyan|packet|box|handful|bunch|several|too|extra|double|saari|sari|sab|sabhi|sare|saare|bahut|bohot|kai|zyada|jyada|poori|puri|pura|pure|' +
  'six|seven|eight|nine|ten|twelve|fifteen|twenty|thirty|forty|fifty|dozen|saat|aath|nau|das|barah|pandrah|bees|pachis|pachees|tees|chalis|pachas';
/**
 * Medicines and poisons most often taken in self-poisoning in India (pesticides, aluminium and
 * zinc phosphide, yellow-phosphorus rat paste, hair dye, paracetamol, benzodiazepines,
 * antidepressants and the household liquids seen in emergency departments: see the README,
 * "The assistant's safety", for the sources), by the names patients use.
 */
const MEDICINES =
  'antidepress*|antipsychotic*|painkiller*|pain_killer*|paracetamol|paracet*|parcet*|paracitamol|pcm|acetaminophen|crocin|dolo|calpol|combiflam|ibuprofen|brufen|aspirin|disprin|alprazolam|alprax|restyl|clonazepam|clonotril|rivotril|lonazep|lorazepam|ativan|diazepam|valium|calmpose|nitrazepam|nitravet|zolpidem|amitriptyline|tryptomer|escitalopram|nexito|fluoxetine|sertraline|olanzapine|oleanz|quetiapine|lithium|insulin|metformin|phenytoin|eptoin|valproate|iron|ifa|folic|thyroxine|thyronorm|cetirizine|avil|sleeping|neend|nind|bp|sugar|dawa*|dava*|davai|dawai';
const POISONS =
  'mitti_ka_tel|mitti_ke_tel|poison|poisons|poision|posion|poisen|poisn|zeher|zehar|jahar|zahar|jeher|vish|visha|pesticide*|insecticide*|keetnashak|kitnashak|organophosph*|celphos|sulphas|phosphide|ratol|rodenticide|ratkil|phenyl|phenol|harpic|bleach|tezab|tejab|kerosene|naphthalene|kaner|oleander|dhatura|datura|baygon|mortein|fertiliser|fertilizer|urea';
/** Household liquids that are only a poisoning when drunk or swallowed ("had hair dye done" is not). */
const LIQUIDS =
  'acid|dye|dai|vasmol|dettol|lizol|colin|sanitiser|sanitizer|allout|goodknight|repellent|cleaner|savlon|spirit|thinner|petrol|diesel|shampoo';
/** Drunk or swallowed (not "had", "took": "had acid reflux"). */
const DRANK =
  'drank|drunk|drink|drinking|pi|pee|piya|pili|piliya|swallow*|gulped|consumed|khali|khaya|khayi|kha|ingested';
/** Taken already: the past and perfect forms, English and Hindi (kha li, pi liya, nigal li). */
const TOOK =
  'drnk|drnak|tuk|took|taken|tkn|ate|eaten|had|have|popped|drank|drunk|consumed|swallow*|gulped|downed|overdosed|od|khali|kha|khaa|khaya|khayi|khai|khaliya|pi|pee|piya|pili|piliya|nigal*|leli|liya|li|ingested|injected';
/** Eaten or swallowed, not "taken" (in Hindi "le liya" is bought as often as swallowed). */
const ATE =
  'took|taken|ate|eaten|kha|khaa|khali|khaliya|khaya|khayi|khai|khaye|khaiye|nigal*|swallow*|popped|gulped|downed|consumed';
/** A family member telling about her. */
const SHE = 'she|wife|biwi|patni|bahu|beti|daughter|sister|behen|bhabhi|mother|mummy|mom|maa|mummi';

/**
 * Harmful acts wished on "him" or "her": not "cut" ("cut her nails"), nor "hurt" and "harm" ("scared of
 * hurting her in the bath" is a practical worry; "want to hurt him" has its own rule).
 */
const BABY_HARM_ACTS =
  'kill*|stab*|burn*|poison*|strangl*|drown*|smother*|suffocat*|hit|hiting|shake|shaking|shakin|throw*|chok*|slap*|beat|punch*|squeez*|droping|drop';

/** A newborn or infant (the newborn rules need one; "baby" alone may be the one in the womb). */
export const NEWBORN =
  'pota|poti|nati|natin|grandson|granddaughter|newborn|newborns|navjat|navjaat|naujat|day_old|days_old|week_old|weeks_old|din_ka|din_ki|din_ke|neonate|infant|nb|bachcha|bacha|bachche|bacche|bache|bachi|bachchi|beta|beti|munna|munni|shishu|baby|babys|babies|son|daughter|chota|choti|nanhi|nanha';
/** Someone at home who may hurt her. */
const PERSON_AT_HOME =
  'law|husband|hubby|hubbby|hubs|mister|saasu|pati|partner|boyfriend|bf|fiance|inlaws|laws|sas|saas|sasur|sasu|nanad|jeth|devar|dewar|jethani|sasural|family|gharwale|gharvale|mil|fil|brother|bhai|father|papa|dad|uncle|he|they';

/** Someone at home as the one who acted ("pati ne", "saas maarti hai"), for the self-injury rules. */
const SOMEONE_ELSE =
  'ne|usne|unhone|husband|pati|saas|sas|sasur|jeth|jethji|devar|nanad|inlaws|he|she|maarti|marti|marta|marte';

/** Where a pain that will not stop is an emergency: the belly, labour, a pregnancy. */
const PAIN_IN_PREGNANCY = `${BELLY}|labour|labor|contraction*|week|weeks|hafte|mahina|mahine|month|pregnan*|garbh*`;
/** Her husband's violence, or an accident: not harm she did to the baby. */
const HIS_VIOLENCE_OR_ACCIDENT =
  'husband|pati|boyfriend|partner|hit_me|slapped_me|beat_me|hits_me|accident*|mistake|galti|accidentally|awake|to_wake';

/** A threat to poison her or a girl child (violence, not the fear of poison that psychosis brings). */
const THREAT_OF_POISON =
  'khane|khana|doodh|dudh|pani|food|milk ..3 zeher|zehar|jahar|poison ..2 mila|de|dal|daal ..1 denge|dega|dunga|dalenge|dalega|degi|dalegi';

/** Pregnancy emergencies: sudden breathlessness or chest pain (a clot in the lung can start so). */
const BREATHING = [
  'breathless*|gasping|gasp|gasped|suffocat*',
  'out of breath',
  'cant|cannot|cnt|unable|not|difficult*|hard|trouble|struggl*|short|shortness|problem|hardly|barely|tough|heavy|fast ..3 breath|breathe|breathing',
  'breath|breathe|breathing ..2 difficult*|problem*|trouble|hard|fast|heavy|tight|short|shallow|issue*|worse|laboured|labored',
  'saans|sans|swas|shwas|सांस ..3 nahi|nhi|nai|phool*|phul*|fool*|ful*|dikkat|diqqat|taklif|takleef|problem|tang|ruk*|kam|tez|chadh*|फूल*|नहीं|दिक्कत|तकलीफ',
  'dam ..1 ghut*|ghot*',
  'chest|seena|sina|seene|sine|सीने|सीना & pain*|ache|aches|aching|hurt*|tight*|pressure|heavy|dard|दर्द|squeez*',
];
/** The baby in the womb moving less, or not at all. */
const MOVEMENTS = [
  `${BABY}|fetus|foetus|fetal ..3 not|no|less|stopped|stop*|reduc*|fewer|kam|nahi|nhi|hasnt|hasn|havent|didnt|isnt|barely|hardly|quiet|still ..2 mov*|kick*|hil*|harkat*|halchal|active`,
  'hardly|barely|no|not|less|fewer|reduc*|decreas*|kam|few|slow*|weak* ..2 movement*|mov*|kick*|harkat*',
  // (Not kicks "less sharp, more like rolling" with the count still met: a late pregnancy's normal change.)
  'movement*|moving|moves|moved|kick*|harkat* ..3 less|kam|stop*|slow*|reduc*|decreas*|nahi|nhi|changed|different|weak*|fewer|gone & ~less ..1 sharp|jabby|painful|forceful ... rolling|roling|roll*|stretch*|squirm*|wriggl*|many',
  // A kick count that is low: "kick count is 2 in 4 hours", "sirf 3 baar hila".
  'kick*|movement*|moves|harkat* ..1 count? ..2 is|was|only|just|sirf|bas|hi ..1 0|1|2|3|4|5|zero|one|two|three|four|five ..4 in|hours|hrs|hour|ghante|ghanton|since|today|aaj|din',
  'baby|bacha|bachcha ..2 ka|ki ..1 hilna|harkat|kick*|movement* ..2 mehs*|mahs*|feel|felt|pata ..1 nahi|nhi|na|not',
  'hilna|hilta|hilti|harkat|kick*|movement* ..3 mehs*|mahs* ..2 nahi|nhi|na ..1 hua|hui|ho|hota|hoti|rahi|raha',
  `cant|cannot|not|havent|didnt|dont|no|unable ..2 feel|felt|feeling ..3 ${BABY}|kick*|mov*|movement*|harkat*`,
  'hil ..2 nahi|nhi|na|kam|raha|rha',
  'hilna|hilta|hilti|harkat|harkaten|halchal|kick*|moving|movement* ..2 band|bandh|ruk*',
  // Fourth pass: "hila hi nahi"; movements "bahut kam" after a gap; fluid soaking since yesterday.
  `${BABY} ..4 hila|hili|hilta|hilti|hilna|hil ..1 hi ..1 nahi|nhi|na|nai`,
  'movement*|harkat*|kick* ... bahut|kafi|bohot|bahot ..1 kam & ~pehle_trimester|first_trimester',
];
/** Bleeding, waters, severe pain, vision, fits, fainting, fever, a swollen leg, falls, labour. */
const PREGNANCY_EMERGENCY = [
  // Bleeding.
  'bleed*|bled|spotting|haemorrhag*|hemorrhag*|रक्तस्राव',
  'khoon|khun|खून ..2 aa|aya|ayi|aye|nikal*|gir*|beh*|bah*',
  'soak*|soaked|soaking|bhig*|bheeg* ..3 pad|pads|napkin|sanitary',
  'blood ..3 coming|clot*|pad|pads|discharge|underwear|panty|panties|vagina*|urine|pee|passing|gush*|lot|heavy|everywhere',
  // Waters breaking or leaking.
  // (Not white discharge: "safed pani".)
  'watr|wter|watar|water|waters|pani|fluid|liquid ..2 broke|broken|break|breaking|burst|leak*|gush*|trickl*|drip*|nikal*|nikla|nikli|beh*|bah*|coming|running & ~safed|white|sticky|thick|gadha|itch*|khujli',
  'leak*|trickl*|gush* ..3 fluid|water|liquid|pani|down|vagina*|discharge',
  // Severe or tummy pain.
  `${BELLY} ..3 ${PAIN}`,
  `${PAIN} ..3 ${BELLY}`,
  `severe|bad|terrible|unbearable|sharp|constant|intense|worst|extreme ..2 ${PAIN}|cramp*`,
  // Hinglish "ache" is "good" ("sasur ji bahut ache hain"): Hindi intensifiers take Hindi or plain pain words.
  'tez|bahut|bohot|bahot|bhayankar|तेज ..2 dard|pain|pains|painful|cramp*|दर्द',
  // Blurred vision, flashing lights.
  'blur*|dhundl*|dhundhl*|धुंधला',
  'vision|eyesight|nazar|nazr|dikh* ..3 blur*|dark*|double|spots|flash*|problem*|loss|lost|change*|weird|strange|kam|dhundl*|black',
  'flash*|spots|sparkl*|stars ..3 light*|eyes|vision|seeing|front',
  'seeing|see|saw ..1 spots|stars|flashes|flashing',
  // Fits.
  'seizure*|convuls*|fitting|eclampsia|eclamptic|mirgi|jhatk*|daura|दौरा|झटके',
  'had|have|having|got|get|getting|took ..1 fit|fits',
  // Fainting.
  'fainted|fainting|faints|blackout|collapse*|unconscious|behosh*|behos*|बेहोश',
  'passed|pass|passing|blacked|black out',
  'feel|feeling|felt|about|going ..2 faint',
  // Fever.
  // Fever in pregnancy is a danger sign of its own (MoHFW): any mention gets the warning answer.
  // (Not a question about the dose of paracetamol for a fever: the dose is answered by the topic.)
  'fever*|bukhar|bukhaar|bukar|bhukar|बुखार & ~paracetamol|paracet*|crocin|dolo|calpol|pcm|medicine|dawai|dawa|goli|tablet ... kitni|kitna|kitne|how_much|how_many|dose|dosage|le_sakte|le_sakti|le_sakta|can_i_take|safe',
  'high ..1 temperature|temp',
  // A painful swollen leg (a clot), or sudden swelling of the face or hands.
  'leg|legs|calf|calves|thigh|pair|pairon|paon|pao|पैर|पिंडली & swol*|swell*|sujan|soojan|सूजन & pain*|hurt*|sore|tender|red|warm|hot|ache*|dard|दर्द',
  'calf|calves|पिंडली & pain*|hurt*|sore|tender|red|warm|dard|दर्द',
  'swol*|swell*|puff*|sujan|soojan & face|hands|hand|fingers|eyes|chehra|chehre|hath|haath',
  // Vomiting that does not stop.
  'vomit*|throwing|ulti*|उल्टी & cant|cannot|not|nahi|nhi|unable|nothing|every|all|blood|khoon|severe|constant*|continu*|nonstop|keep|keeps|kept|faint*|dizzy|urine|pee',
  'throw* up & cant|cannot|not|unable|nothing|every|all|blood|severe|constant*|continu*|nonstop|times|keep|keeps|kept',
  // A headache that is severe or comes with other signs.
  'headache*|migraine|sirdard|sardard|सिरदर्द & severe|bad|terrible|worst|bahut|bohot|tez|splitting|unbearable|wont|not|nahi|blur*|vision|swell*|spots|flash*|days',
  'head ache|pain & severe|bad|terrible|worst|splitting|unbearable|wont|not|blur*|vision|swell*|spots|flash*|days',
  'sir|sar dard & bahut|bohot|tez|nahi|dhundl*',
  // A fall or a blow to the belly.
  `fell|fall|fallen|falling|slipped|slip|hit|punched|blow|maara|mara|chot & ${BELLY}`,
  'fell|slipped ..2 down|over|off|from|stairs|floor|bathroom',
  'gir ..1 gayi|gai|gyi|gaya|gya|padi|pdi',
  'accident',
  // Labour, or regular contractions (before 37 weeks this is an emergency too).
  'contraction*|labour|labor & regular|every|minutes|minute|mins|min|closer|strong*|painful|started|shuru|har',
  // Labour begun or pains coming at intervals (before 37 weeks, preterm labour): Hinglish and Hindi.
  'labour|labor|dard|pain|pains|contraction*|tightening* ..3 har|every ..3 minute|minutes|min|mins|mint',
  'labour|labor|dard|contraction* ..2 shuru|suru|start* ..2 ho? ..1 gaya|gayi|gya|gai|hua|hue|$',
  // Pain that does not stop; a belly hard as stone (an abruption can start so).
  `dard|pain|pains ..2 ruk|rukta|rukti|band|stop*|thama|tham* ..2 hi? ..1 nahi|nhi|na|not|nai & ${PAIN_IN_PREGNANCY}`,
  `pain|pains|dard ..3 wont|doesnt|isnt|not|never ..1 stop*|stopping|go_away|going_away|ease|easing|let_up & ${PAIN_IN_PREGNANCY}`,
  'pathar|patthar|stone|rock|board|lakdi ..2 jaisa|jaisi|jaise|like|sa|si|hard & pet|pait|belly|abdomen|stomach|tummy|uterus|womb|bump',
  // Something seen coming out or hanging down below (a cord, a limb): an emergency in late pregnancy.
  // (Not discharge "nikal raha": something hanging or coming out.)
  'neeche|niche|down_there|vagina*|yoni ..3 kuch|something ..3 latak*|latka|bahar|hanging|coming_out|sticking_out',
  'nal|nal|cord|umbilical ..3 bahar|out|nikal*|latak*|hanging|coming|came|slipped|prolaps* & week|weeks|hafte|mahina|mahine|month|pregnan*|garbh*|neeche|niche|vagina*|labour|labor|waters|pani|delivery',
  // Darkness before the eyes, a splitting head.
  'ankh*|aankh*|eyes ..3 age|aage|samne|samane ..2 andhera|andhere|andhe*|dhundh*|kala|kali|tare|chamak*|dark*',
  'sir|sar|head ..2 phat*|fat*|splitting|bursting',
  // Water that keeps coming ("paani jaisa kuch nikal raha", "leaking since morning").
  'pani|fluid|liquid|water ..1 jaisa|jaisi|jaise|sa|si|like ... nikal*|beh*|bah*|leak*|a_raha|a_rha|aa_raha|gir*|aata|ata & week|weeks|hafte|mahina|mahine|month|pregnan*|garbh*|neeche|niche|vagina*|yoni|pad|lagatar|continuous* & ~safed|white|sticky|thick|gadha|smell*|itch*|khujli',
  'in labour|labor',
  'labour|labor|contractions ..2 started|starting|begun|began',
  'emergency|ambulance',
  // Fourth pass: fluid leaking or soaking, with the weeks (waters broken early).
  'water|fluid|paani|pani|liquid ... soaking|leaking|dripping|wet|geela|tapak* & week|weeks|pregnan*|hafte|mahina|months',
];
/** Which pregnancy emergency answer a message gets (the engine tries these in order, else 'emergency'). */
export const PREGNANCY_EMERGENCY_PARTS: Readonly<Record<string, readonly string[]>> = {
  emergency_breathing: BREATHING,
  emergency_movements: MOVEMENTS,
};

export interface SignalRules {
  /** Any of these matching gives the kind. */
  any: readonly string[];
  /** Any of these matching takes the kind's rules back (a figure of speech). */
  unless?: readonly string[];
}

export const SAFETY_RULES: Record<Exclude<SafetyLabel, 'benign'>, SignalRules> = {
  overdose_poison: {
    any: [
      'overdos*',
      // "goliyan sab ek saath le li": the pills named first, then all of them, then taken.
      `goli*|goliyan|tablet*|pill*|meds|${MEDICINES} ..3 sab|sari|sabhi|ek_sath|all|many ..3 ${TOOK}`,
      `${TOOK} ..3 ${MANY} ..3 pill*|tablet*|capsul*|goli*|golia*|goliyan|medicine|meds|medication*|${MEDICINES}`,
      `!how|kitni|kitne|kitna|so ${MANY} ..2 pill*|tablet*|capsul*|goli*|goliyan|medicine|meds|${MEDICINES} ..4 ${TOOK}`,
      `${TOOK} ..4 ${POISONS}`,
      `${POISONS} ..3 ${TOOK}`,
      `${DRANK} ..4 ${LIQUIDS}`,
      `${LIQUIDS} ..3 ${DRANK}`,
      `rat|mouse|chuha|chuhe|cockroach|mosquito|machhar ..2 poison|kill*|dawa*|dava*|mar*|cake|paste|liquid|medicine ..4 ${TOOK}`,
      `${SHE} ..4 ${TOOK} ..4 ${POISONS}`,
      'too much|many ..2 insulin|paracetamol|dolo|crocin|sleeping|alprax|medicine',
      // Sleeping pills already taken, with no count: "neend ki goliyan kha li".
      'neend|nind|sleeping ..2 goli*|pill*|tablet* ..2 khali|khaya|khayi|kha_li|kha_liya|khaa_li|li|liya|leli|nigal*|took|taken|swallow*',
      // A count or a name missing: the pills "taken", with what followed; a pest poison named in Hindi.
      'od|odd|oded|odd ..1 d? ..1 on ..2 my|her|the|meds|pills|tablets|medicine*',
      `${TOOK} ..2 the|those|these|my|her ..1 pills|tablets|goliyan|goli|meds & found|dizzy|drowsy|sleepy|vomit*|ulti|chakkar|hospital|sorry|forgive|goodbye|die|unconscious|behosh`,
      `${TOOK} & keede|keeda|kide|kido|keedon|chuhe|chuha|chuho|machhar ..3 mar*|maar*`,
      `${TOOK} ..3 rat|mouse|chuha|chuhe|cockroach ..2 poison|kill*|cake|paste|dawa*|mar*|killer`,
      // Her sister, daughter or friend who swallowed all of her tablets.
      // (Not "swallowed my iron pills whole": unchewed.)
      `swallow*|nigal*|gulped|downed|popped ..3 tablets|pills|goli*|meds|${MEDICINES} ... all_of_them|bottle|strip|strips|everything|ek_sath|ek_saath`,
      // Third pass. Strips named after the medicine ("Dolo ki 2 patte kha liye"); black hair dye eaten.
      // (Medicines by name: "sugar free biscuit ka packet kha liya" is no overdose.)
      `goli*|tablet*|pill*|paracetamol|paracet*|crocin|dolo|calpol|combiflam|disprin|brufen|ibuprofen|alprax|alprazolam|restyl|clonazepam|sleeping|neend|nind|iron|ifa|folic|thyronorm|painkiller*|antidepress*|dawa*|davai|dawai ..3 patte|pattiyan|strip|strips|strp*|packet|bottle|box|dabba|dabbi ..3 ${ATE}`,
      `${DRANK}|${ATE} ..3 kali|kala|black ..1 mehendi|mehndi|henna`,
      `${ATE} ..3 hair ..1 dye|dai|colour|color`,
      'kali|kala|black ..1 mehendi|mehndi|henna ..3 kha*|pi|piya|pili|nigal*|ate|swallow*|drank',
      // Fourth pass. An insecticide spray or black henna drunk; pills taken, count unknown, with
      // empty strips or her not waking; a week's supply swallowed.
      `kala|kali|black ..1 hit|baygon ..3 ${DRANK}|${TOOK}`,
      'kali|kala|black ..1 mehendi|mehndi|mehandi|henna ... pi|piya|pili|pee|drank|ghol*|kha*|ate|swallow*|nigal*',
      `kitni|kitne|pata_nahi|dunno ..2 goli*|golia*|tablet*|pill*|meds|${MEDICINES} ..2 ${ATE}|li|liya|le_li & patte|khali|empty|jaag|jag|uth*|behosh|hosh|unconscious|drowsy|wake|waking|strip|strips`,
      `${ATE}|${TOOK} ... whole|entire|full|weeks|week|month|months|mahine|hafte ..2 supply|worth|stock|ka_stock|ki_dawai|ki_goliyan`,
    ],
    unless: [
      'how|kitni|kitne ..1 many|much ..3 can|should|allowed|per|daily|a_day|dose',
      'food poisoning',
      // A figure of speech: too much of something that is no drug ("overdosed on youtube videos").
      'overdos* ..1 on ..3 youtube|videos|video|reels|content|info|information|googling|google|reading|articles|netflix|shows|series|chocolate|chocolates|sweets|mithai|coffee|chai|tea|advice|memes|news|sugar|shopping|apps|app|websites|website|sites|blogs|forums|instagram|podcasts',
    ],
  },
  baby_harm: {
    any: [
      // "I want to hurt the baby", "thoughts of harming my baby", "feel like shaking my baby"
      `want|wanna|wish|urge*|thoughts|thought|thinking|tempted|imagin*|picturing|impuls*|feel|feeling|felt ..1 ${BABY_HARM} ..2 ${BABY}`,
      // "I'm scared I might hurt my newborn", "worried I'll drop the baby"
      `scared|afraid|worried|worry|fear|terrified|frightened ..3 i|ill|id|im ..2 ${BABY_HARM} ..2 ${BABY}`,
      // "I hit my baby", "what if I drown my baby" — but not "can I hurt my baby by…?"
      `!can|will|could|would|should|do|does|did|may|shall|how i|ill|id ..1 ${BABY_HARM} ..2 ${BABY}`,
      // "baby ko maar dungi", "bachche ko nuksan pahuncha du"
      `${BABY} ..1 ko|ke|ki ..3 !jhatke|jhatka|jhatk|lat|kick maar*|mar|marna|marne|nuksan*|nuksaan*|nukshan*|pitai|peet*|phek*|fek*|fenk*|dabo*|dubo*|gala|khatam|jala*|hurt|harm|injure`,
      'बच्चे|बच्चा|बच्ची|बेबी|शिशु ..1 को ..3 !kick|lat|jhatke मार*|नुकसान|खत्म|फेंक*',
      // Voices telling her to harm the baby: psychosis after birth.
      `voices|awaaze|awaazen|awaazein ..3 tell*|say*|talk*|command*|want* & ${BABY_HARM}|maar*|nuksan* & ${BABY}`,
      // Indirect: not trusting herself near the baby, scared of what she might do, pictures of harm.
      `dont|not|cant|cannot|never ..1 trust ..2 myself ..4 ${BABY}|with|around|near|alone`,
      `scared|afraid|worried|fear|terrified|frightened|dar|darr ..4 what ..3 i|ill|id|might|could|will|kar ..3 ${BABY}|him|her|to|do`,
      `imagin*|picturing|picture|pictures|images|visions|flashes|see|seeing|thoughts|thinking ..5 ${BABY} ..4 fall*|drown*|hurt*|die|dying|dead|drop*|falling|burn*|smother*|stab*|chok*`,
      'pillow|blanket|cloth|hand|hands ..3 over|on|onto ..3 face|mouth|nose|muh|munh',
      `${BABY} ..2 ko|ke ..3 kuch ..3 kar ..2 dungi|du|dun|deti|baithu|baithungi|dalungi`,
      `${BABY} ..3 gala|galaa ..2 dab*|ghot*`,
      `wish|want|wanna ..3 ${BABY} ..3 dead|gone|die|disappear*|never_born|wasnt_born`,
      `${BABY} ..4 better off ..2 without me|dead`,
      'hurt|harm|kill|smother|drown ..1 her|him|it & baby|son|daughter|newborn|bacha|bachcha|beta|beti|infant',
      // Acts described: covering the face, shaking, throwing, leaving her somewhere, a family member telling.
      'covered|cover|covering|pressed|press|held|hold|put ..4 face|mouth|nose ..4 blanket|pillow|cloth|hand|takiya|takiye|chadar',
      'takiye|takiya|takia|pillow ..3 daba*|dab*|rakh*|press*|ghot*',
      `${BABY_HARM} ..3 month|months|week|weeks|day|days|mahine|hafte|din ..1 old|ka|ki|ke`,
      `leave|leaving|abandon*|dump* ..2 the|my|this ..1 ${BABY} ..4 somewhere|never|forever|road|temple|hospital|outside|station`,
      `${BABY} ..2 ko ..2 kahin|kahi|kahi_bhi|bahar|road ..2 chhod*|chod*|phenk*|fenk*`,
      'want|wanna|urge*|feel|felt|thought*|thinking|imagin* ..2 smother*|suffocat*|strangl*|drown* ..1 her|him|it',
      `hila|hilaa|patak*|patk*|phenk*|phek*|fenk*|pattak* ..1 du|dun|dungi|doon|diya|dia|di|deti|dalungi & ${BABY}|rota|roti|rone|cry*|usse|use|usko & ~formula|bottle|doodh|dudh|milk|khana|food|kachra|kooda|kuda|diaper|nappy|dustbin`,
      `${BABY} ..2 ko ..3 zor|jor ..2 se ..2 hila*|patk*|patak*|phenk*|fenk*|maar*|mara|mari`,
      `${SHE}|she ..4 ${BABY_HARM} ..2 the|my|her|our|this ..1 ${BABY}`,
      'squeez*|press*|daba*|choke ..3 her|his|baby|its ..1 neck|throat|gala & afraid|scared|urge*|want*|thought*|might|may|fear',
      `held|hold|holding|dangled ..2 her|him|it|the_baby ..3 over|under|into ..3 water|bucket|tub|well|balcony|window|terrace`,
      `giving|give|gave|feed|feeding|pila*|khila* ..3 ${BABY}|her|him ..3 poison|zeher|zehar|pills|tablets`,
      `${BABY} ..3 ko ..3 zeher|zehar|jahar|poison`,
      'imagin*|picture*|picturing|see|seeing ..4 knife|blade|scissors|chaku ..4 her|him|baby|neck|throat',
      `usse|use|isko|isse|usko|ise ..2 maar|mar ..1 dungi|dalungi|du|doon|dalu & ${BABY}`,
      `${BABY} ..1 ko|ke ..3 chot|chhot ..2 pahuncha*|pohoncha*|de|du|dungi`,
      // Rough handling she tells of herself: "I squeeze her arm when she screams".
      `i ..1 squeez*|pinch*|hit|slap*|shake|shook|grab*|yank* ..1 her|him|its ..1 arm|arms|leg|legs|hand|hands|face|head|body & scream*|cry*|cries|crying|rona|${BABY}`,
      // A harmful act on "him/her" wished or pictured, where the message is about a baby.
      `to|like|wanna|gonna|might|could|would|urge|thoughts_of|thought_of|thinking_of|thoughts_about|imagine|imagining ..1 really? ${BABY_HARM_ACTS} ..1 her|him|it & ${BABY}|cry*|cries|scream*|rona|roti|rota|rone|stairs|feed*|nappy|diaper|cot|crib|terrace|balcony|roof|window`,
      // A knife and the baby in the same thought.
      `pictures|images|visions|thoughts|flashes|scenes ... ${BABY_HARM_ACTS} ..2 her|him|it|${BABY} & ${BABY}|stairs|balcony|terrace|window|water`,
      `putting|put|dalne|throw*|drop* ..3 ${BABY}|her|him ..3 in|into|me|mein ..2 the? ..1 tank|tanki|well|river|kuan|nadi|drum|canal|pond|lake|sea & think*|thought*|khayal*|urge*|imagin*|picture*|mann`,
      `muh|munh|saans ..1 band ..1 kar* & hamesha|forever|takiya|pilow|hath & ${BABY}|iska|uska|isko|usko|rota|roti|rone`,
      `knife|knives|knive|chaku|churi|chhuri|blade & ${BABY} & seeing|see|imagin*|picture*|thought*|khayal|khyal|bura|scared|afraid|dar|hide|hid|hiding|urge*`,
      // Wishing the baby would stop breathing; holding her somewhere high, or under water.
      'easier|better|wish|relief|helping ..4 she|he|it|baby ..3 stop*|stoped ..1 breathing|breathe',
      'she|he|it|baby ..2 would|could ..1 just ..1 stop*|stoped ..1 breathing|breathe',
      'she|he|it|baby would? just stop*|stops|stoped ..1 breathing|breathe & wish|hope|easier|better|relief|helping',
      `hold*|holding|carry*|carying|held|pakad* ..2 her|him|it|baby|use|usko & stairs|balcony|window|terrace|railing|chat|roof|ledge|sidhi|seedhi & let_go|let_her|let_him|drop*|fall|girne|gira|throw*`,
      'hold|held|holding|push*|put ..2 her|him|it|baby ..2 under ..1 $|in|the_water|water|pani & bath|tub|bucket|balti|water',
      `press*|push*|hold|held|cover* ..4 her|his|its|baby ..1 face|mouth|nose ..6 til|until|stop*`,
      // Water, a river, a tank: putting her in.
      `${BABY}|use|usko|isko|ise ..2 ko? ..3 pani|balti|bucket|tub|nadi|river|tanki|tank|kuan|kuen|well|drum|talab ..3 men|mein|me|mai|main ..2 dal_du|dal_dun|dal_dungi|dubo*|duba*|phenk*|fenk*|phek*|chod_du|chod_dun|chod_aun`,
      `${BABY}|use|usko|isko|ise ..2 ko? ..3 pani|balti|bucket|tub|nadi|river|tanki|tank|kuan|kuen|well|drum|talab ..3 men|mein|me|mai|main ..2 dalne & khayal*|khyal|soch*|man|mann|lagta|dar`,
      `use|usko|isko|ise|${BABY} ..1 ko? ..3 pani|balti|bucket|tub|nadi|tanki|kuan|well ..3 men|mein|me & likh|bata|keh ..3 nahi|nhi ..2 sak*`,
      // A hand or a pillow on her face, Hindi order; nobody should leave her alone with him.
      'muh|munh|nak|chehre|chehra ..2 pe|par ..2 hath|takiya|takiye|kapda|chadar|pilow ..2 rakh*|daba*|dab*',
      `nobody|noone|no_one|dont|never|shouldnt|should_not ..3 leave ..1 me ..1 alone ..2 with ..2 ${BABY}|her|him|it`,
      // Her, then herself; leaving her on a road.
      `isko|usko|ise|use|ise|${BABY} ..1 ko? ..1 mar ..1 ke|kar ..3 khud|apne|main|mai`,
      `kill|drown|poison|smother ..1 her|him|it|baby|the_baby|my_baby ..3 then|and ..2 myself|me`,
      `${BABY}|isko|usko|ise|use ..4 kahin|kahi|sadak|road|raste|jungle|mandir|kachre|kude ..3 chod_aun|chod_au|chod_du|chod_dun|chod_dungi|chod_ai|chod_ayi|phenk*|fenk*`,
      `gala|gardan ..2 daba*|dab*|ghot* & ${BABY}|iska|uska|isko|usko|iski|uski`,
      // "Nobody would know" near the cot; letting her slip from her hands, pictured; "doing something wrong" to him.
      'nobody|noone|no_one ..2 would|will ..1 know|notice|find_out & cot|crib|palna|pilow|takiya|blanket',
      `hath|god|goad ..2 se ..1 choot*|chut*|gir* & soch*|khayal*|khyal|mann|man_karta & ${BABY}|isko|usko|ise|use`,
      `${BABY} ..2 sath ..3 galat|bura|ulta ..2 kar_dungi|kar_baithu|kar_baithungi|kar_du|kar_dun`,
      // Third pass. Acts already done, told by her: threw, pinched, shook, slapped the baby, hard.
      // (Not her husband hit back, "shook him awake", or an accident.)
      `i ..1 threw|thrown|shook|pinched|pinch|slapped|smacked|hit|yanked|jerked|flung|tossed ..1 her|him|the_baby|my_baby|${BABY} & hard|harder|so_hard|bruise|bruised|mark|marks|scream*|cry*|cried|cries|crying|stop|sleep|bed|floor|cot|crib|scared|sorry|${BABY} & ~${HIS_VIOLENCE_OR_ACCIDENT}`,
      `i ..1 pinched|pinch|slapped|smacked|squeezed|hit|yanked|twisted|bit ..1 his|her|its ..1 thigh|thighs|arm|arms|leg|legs|cheek|cheeks|hand|hands|face|back|ear|ears & hard|harder|bruise|bruised|mark|marks|scream*|cry*|cried|cries|crying|${BABY} & ~${HIS_VIOLENCE_OR_ACCIDENT}`,
      `shake|shaking|shook|jhanjhod*|jhinjhod* ..2 a|the|my|her|him ..1 baby|bacha|bachcha|bachche|son|daughter|newborn|infant|beta|beti ... did_it|done_it|i_did|few_times|couple_of_times|sometimes|once|twice|kiya|kar_deti|kar_diya`,
      `usko|use|isko|ise|usse|isse ..3 zor|jor ..1 se ..2 hila*|patak*|patk*|phenk*|fenk*|jhanjhod*|jhinjhod* & ${BABY}`,
      // Starving her on purpose.
      // (Not "when should I stop feeding her at night, how long will she sleep": weaning.)
      `stop|stopped|not|stopping ..1 feeding|feed ..1 her|him|the_baby & die|dead|starve*|on_purpose|deliberately|no_reason|punish*`,
      `jan|jaan ..1 boojh|bujh|booj|bujhkar|boojhkar ..2 bhookha|bhukha|bhooka|bhuka|bhookhi|bhukhi|bhuki|doodh_nahi|dudh_nahi|feed_nahi & ${BABY}|usko|use|isko|ise`,
      `${BABY}|usko|use|isko|ise ..2 ko ..2 bhookha|bhukha|bhooka|bhuka|bhookhi|bhukhi|bhuki ..1 rakh*|chod*|chhod* & ~bhookha|bhukha|bhooka|bhuka|bhookhi|bhukhi|bhuki ..1 mat|na|nahi|nhi`,
      // Wished away: left outside, given away.
      // (Not put out in the sun or the pram.)
      `leave|leaving|put|dump ..1 him|her|the_baby|my_baby|this_baby ..2 outside|somewhere|on_the_road|at_the_door|at_the_gate ... walk_away|walk_off|never_come_back|forever|run_away|go_away & ~sun|dhoop|sunlight|fresh_air|pram|stroller|nap|cot`,
      `${BABY}|ladki|ladka|isko|usko|ise|use ..1 ko ..1 kisi ..1 ko ..1 de ..1 dungi|du|dun|doon|deti|dena & ~adopt*|god|goad|khilane|sambhal*|dekhne|pakadne|thodi_der|kuch_der|minute|ghante`,
      `give|giving|gave ..1 her|him|it|the_baby|my_baby ..1 away ..3 to ..2 anyone|someone|somebody|stranger|anybody|whoever`,
      `is|iss|us|apni|meri ..1 ladki|ladke|bachi|bachchi|beti ..1 ko ..3 mar|maar|khatam|zeher ..1 dungi|du|dun|doon|dalungi|dalu`,
      // Taking the baby with her into death (filicide-suicide): both answers, the baby's first.
      `${BABY} ..1 ko? ..3 leke|lekar|le_kar|sath|saath ..6 kood*|kud*|jump*|doob*|dub*|mar_jaungi|marungi|mar_jau|latak*|zeher|chhalang & kuan|kuen|kuwan|well|nadi|river|train|patri|chhat|chat|roof|terrace|pul|bridge|sea|samundar|talab|zeher|zehar|poison|latak*|fansi|phansi|mar_jaungi|marungi|mar_jau`,
      `dono ..1 ka|ki ..2 kisa|kissa|kahani|zindagi ..1 khatam & ${BABY}`,
      `take|taking ..2 ${BABY} ..1 with ..1 me ... jump*|die|drown*|kill*`,
      `jump*|drown* ..2 with ..2 ${BABY} ..2 in_my_arms|with_me`,
      // Wanting to put an end to the baby: "isko hi khatam kar du"; hurting him, thought of at night.
      // (Not the formula or the medicine course "finished".)
      `isko|usko|ise|use|iska|uska ..2 khatam|khtm|kam_tamam ..1 kar ..1 du|dun|dungi|doon|dalun|dalu|dalungi|de & ${BABY} & ~doodh|dudh|formula|milk|bottle|dawai|medicine|course|packet|khana|food|stock|dabba`,
      `think*|thought*|urge*|imagin* ..1 about|of ..1 hurting|harming|killing|smothering|drowning|choking ..1 him|her|it & ${BABY}`,
      `${BABY} ..1 se ..1 naphrat|nafrat|nafarat & hurt*|harm*|kill*|mar*|maar*|khatam|gala|think`,
      // Throwing her down (Hindi "ise zameen par patak dun"), leaving her in the bath water.
      `ise|isko|use|usko|${BABY} ..4 zamin|zameen|floor|farsh|neeche|niche ..2 par|pe|pr ..1 patak*|patk*|phenk*|fenk*|de_mar*`,
      'nahla*|nahal*|bath*|naha* ... pani|water|balti|bucket|tub ..2 men|mein|me|mai ..2 hi? ..1 chod*|chhod*|dubo*|duba*|dal_du|dal_dun|chor* & man|mann|khayal|khyal|soch*|lagta|dil|kiya',
      // Fourth pass: acts on the baby described, not named (a limb squeezed, the mouth or nose
      // held shut, thrown at a wall, dropped on purpose, shaken "zor zor se").
      `squeez*|pinch*|twist*|press|pressed|pressing|dig* ..2 his|her|uska|uski|iska|iski|${BABY} ..1 arm|arms|leg|legs|hand|hands|neck|face|cheek*|thigh|body|tummy & cries|cry|crying|rota|roti|red|mark|nishan|harder|hard|zor|bruise*`,
      `uska|uski|iska|iski|${BABY} ..2 muh|munh|mooh|naak|nak|nose|mouth ..2 daba|dabaya|dabai|daba_diya|band_kar|band_kardi|covered|cover|block*|dhak*|pinch*|pressed|press|held|hold*`,
      `throw*|threw|toss*|hurl*|smash*|slam*|phek*|patak* ..2 him|her|it|usko|isko|${BABY} ..3 against|into|at|on ..2 the? ..1 wall|floor|deewar|diwar|zameen|ground`,
      `drop*|dropped|let_go|gira* ..3 him|her|${BABY}|usko|isko ... on_purpose|purposely|deliberately|jaan_bujh*|janbujh*|jaanbujh*|intentionally`,
      `zor|jor ..1 zor|jor ..1 se ..1 hila*|jhakjhor*|jhatk* & usko|isko|ise|use|${BABY} & ~jhula|jhule|jhoola|jhoole|palna|cradle|swing`,
      // Feeding stopped or withheld on purpose; a medicine to keep the baby quiet "for a long time".
      'what if ..4 stop*|stopped|quit ..1 feeding|feed ..1 her|him',
      `isko|usko|ise|use|${BABY} ..3 doodh|dudh|feed ..2 hi? ..1 na|nahi|mat ..1 pilaun|pilau|pilaungi|dun|dungi|pilana & ~can|should|chahiye|sakti|sakte|kya|doctor|jab|when|bukhar|fever|vaccine|ulti|vomit|kab`,
      `benadryl|phenergan|promethazine|avil|syrup|medicine|dawa*|sleeping ... sleep|quiet|chup|sula* ..4 long|forever|hamesha|for_good|days & month|months|old|him|her|${BABY}`,
      // Images of a knife with the baby; standing at a window or a height holding her; something
      // mixed into the baby's medicine or milk; sending him "to God" first.
      `images|image|pictures|visions|thoughts|flashes|khayal ..4 knife|knives|chaku|chhuri ..2 and|with|aur ..2 him|her|${BABY}`,
      `stood|standing|stand|khadi|khada ..3 at|by|near|pe|par ..2 the? ..1 open? ..1 window|balcony|ledge|khidki|terrace|chhat|railing ..4 holding|with|leke|godi ..1 her|him|${BABY}`,
      `iski|uski|${BABY} ..2 dawai|dawa|doodh|dudh|milk|formula|bottle ..2 me|mein|in ..2 kuch|something ..2 mila*|mix*|daal*|dal*|add* & ~can|kya|should|sakti|sakte|safe|chahiye`,
      'send|bhej* ..2 him|her|baby|usko|isko ..2 there|to_god|upar|bhagwan ..6 follow|then_me|phir_main|fir_main|baad_me',
      'better_off_with|better_off_in ..1 god|heaven|swarg|jesus',
    ],
    unless: [
      'drop|dropping|dropped|drops ..4 at|off|to ..2 daycare|creche|school|home|grandma|nani|dadi|mom|mother|office',
      'throw|throwing|threw ..2 a|the ..1 baby ..1 shower|party',
      'throw|throwing|threw ..1 her|him ..1 a ..2 party|shower|birthday|celebration|function',
      'baby ..1 shower|showers',
      // The in-laws doing it (not any message that names them: "sasural wale keh rahe hain...").
      'sasural|sasuraal|sasuralwale ..2 wale|vale|log ..4 mar*|maar*|peet*|pit*|nikal*|khatam|jala*|dhamki|dhamka*',
      // A grown daughter beaten in her in-laws' home (violence), or a threat to the unborn child by someone else.
      'beti|daughter|behen|sister|bahu|ladki ..2 ko ..3 sasural|susral|inlaws|in_laws|pati|husband|damad|jamai',
      `${BABY} ..1 ko ..3 mar ..1 dega|denge|dalega|dalenge`,
    ],
  },
  postpartum_psychosis: {
    any: [
      // Hearing or seeing what others do not.
      'hearing|hear|hears|heard|sun*|sunai|sunti|sunta ..3 voices|voice|awaz*|avaz*|sounds|things|whisper*',
      'voices ..3 tell*|say*|talk*|command*|head|inside|order*|want*',
      'seeing|see|sees|saw|dikh*|dekh* ..3 things|people|shadows|ghosts|ghost|bhoot|spirits|faces|figures|demons|angels ..4 not|nobody|noone|others|koi|arent|isnt|dont|cant|invisible',
      'seeing|sees|see|dikh* ..2 ghost*|bhoot|shadows|demon*|spirits|devil',
      // Hindi order: what she hears or sees, then the verb.
      'parchai*|parchhai*|saye|bhoot|shadows|ghost* ..2 dikh*|dekh*',
      'awaz*|avaz*|voices ..2 sun*|sunai',
      // Beliefs that are not true: the baby swapped, possessed, not hers; messages from God.
      `${BABY} ..4 not_mine|not_hers|not_my|not_her|swapped|switched|changed|replaced|exchanged|possessed|devil|evil|demon|shaitan|bhoot|cursed|badal`,
      'possessed|possession|demon|demons|shaitan|bhoot|pret|saya|saaya|jinn|devil ..4 baby|me|her|she|inside|house',
      'god|bhagwan|bhagvan|devi|mata|allah|jesus|krishna|angels ..4 talking|talks|speaking|speaks|told|tells|telling|message*|commanded|chosen|sent|signal*|baat|chuna|chuni|chun_liya|bheja|bheji',
      'save|bachana|bachane|bachaungi|bachaun ..2 the? ..1 world|duniya|humanity',
      'duniya|world ..1 ko? ..1 bachana|bachane|bachaungi|bachaun|save',
      'special|magic|divine ..2 power*|powers|mission|chosen',
      'she|i ..3 is|am|was ..2 devi|goddess|god|chosen|prophet',
      // Paranoia.
      'someone|people|they|everyone|everybody|log|sab|neighbours|neighbors|family|doctors|nurses ..4 trying|try|want*|going|plotting|plot|conspir*|planning|after ..4 harm|hurt|kill|take|poison*|steal|replace|chura*|maar*|watch*',
      // Herself watched or followed (not "my phone is being watched by my kid").
      'i|im|we|me|us ..2 being|am|are ..1 watched|followed|spied|tracked',
      'watching|following|spying|tracking|listening ..2 me|us|her|on_me|on_her',
      // (Not a threat to poison her for bearing a girl: the violence rules.)
      `food|khana|khane|milk|dudh|doodh|water|pani|chai|tea|dawai|medicine ..4 poison*|zeher|zehar|jahar|vish & ~${THREAT_OF_POISON} & ~food_poisoning`,
      `zeher|zehar|jahar|poison ..3 mila*|mixed|dal*|daal*|de_rahe|dete & ~${THREAT_OF_POISON}`,
      'cameras|camera|chip|chips|microphone* ..4 house|room|walls|phone|head|me',
      'ghar|kamre|kamra|room|house|walls|deewar|diwar|phone ..3 camera|cameras|chip|chips|mic* ..2 lage|lagaye|laga|lagi|hidden|chhupe|chupe',
      // Not sleeping for days with confusion, strange talk or racing thoughts.
      'not|no|hasnt|havent|nahi|nhi|without|barely ..3 slept|sleep|sleeping|soyi|soya|soi|neend ..4 days|din|nights|raat*|two|three|four & confus*|strange|weird|nonsense|talking|talks|ajeeb|ajib|agitat*|restless|energy|racing|cleaning|laughing|praying|pray|wander*|shout*|scream*|aggress*',
      // Confusion and strange talk or behaviour (often told by the family).
      'talking|talks|saying|says|speaking|bol*|baat*|baatein|batein ..3 nonsense|strange|weird|gibberish|ulta|ulti|bakwas|ajeeb|ajib|bekar|random|herself|khud|crazy|incoherent|jumbled|rubbish|funny',
      'confused|confusion|disoriented|disorient*|delirious|doesnt|dont|didnt|not|cant|nahi ..2 recogni*|recogniz*|pehchan*|pahchan*',
      'behaving|behave|behaves|acting|acts|harkat*|baratav ..3 strange*|weird*|odd*|ajeeb|ajib|crazy|mad|pagal|different|unusual|abnormal|violent|wild*',
      'lost ..2 her|my ..1 mind',
      // Someone else gone mad ("I am going crazy with no sleep" is a figure of speech).
      '!im|am|i|me|feel gone|going ..1 mad|crazy|pagal & delivery|birth|baby|delivered|born|c_section|since|after',
      'racing ..1 thoughts|mind',
      'thoughts ..2 racing|too_fast',
      'mood ..3 swing*|changing|change ..3 every|minute|hour|extreme|wild|sudden',
      'psychosis|psychotic|hallucinat*|delusion*|manic|mania|paranoi*',
      // What a family sees: strange talk, people who are not there, the baby "not hers", no need for sleep, racing speech.
      'radio|tv|television ..4 talking|talks|speaking|signal*|message*|baat',
      'tv|radio|television|akhbar|newspaper ..6 mere|meri|my|me ..1 bare|about|news|khabar|name|naam',
      'secret|hidden|special|coded ..1 messages|message|signals|signs|codes & tv|news|channel|radio|god|songs|numbers|sky',
      // Someone listening on her phone (not "koi meri baat nahi sunta", nobody listens to me).
      'koi|someone|log ..5 baat*|batein|calls ..2 !nahi|nhi|na sun*|record*|listen* & phone|mobile|fon|camera|ghar|room|kamre',
      'put|putting|mila*|mixing|mixed ..2 something|kuch|poison|zeher ..3 in|into|me|mein ..2 her|my|mere|meri|uske|uski ..1 food|tea|chai|khana|khane|milk|water|dawai|medicine',
      'pahchan*|pehchan* ..2 nahi|nhi|na ..1 rahi|rahe|pati|pa* & delivery|dilivri|birth|baby|janm|bachcha|bachche',
      'jagah ..2 koi ..1 aur|or|dusra|doosra & same|wahi|jaisa|dikhta|dikhti|lagta|nakli|fake',
      'let|de* ..2 anyone|anybody|kisi|koi ..2 touch|hold|chune|chhune|pakadne & kill*|harm|poison*|maar*|mar|chura*|steal|take|le_jayenge|nuksan',
      'not|havent|hasnt|no ..1 slept|sleep ... dont|not|no|doesnt ..1 need',
      // Family replaced by actors or impostors; the baby to be offered up.
      'actors|actor|impostor*|imposter*|robots|duplicate|nakli ..6 family|husband|parents|mother|people|log|pati|everyone|replaced',
      'replaced|badal* ..3 real|asli|my|meri|mera ..1 family|husband|mother|parents|pati',
      `${BABY} ..6 offer*|sacrific*|bali|chadha* & river|nadi|ganga|water|purif*|shudh*|pavitra|demon*|evil|devil`,
      // No sleep for days with elation or a mission; a family telling of confusion after the birth.
      'soyi|soi|soya|soye|slept|sleep*|neend ..2 nahi|nhi|na|not & din|days|rat|nights & energetic|mission|powers|shakti|euphoric|hyper|chosen|chuna|pap|sin|sins|sinful|gehne|jewel*|invincible|redesign*|projects',
      'havent|hasnt|not|no|barely|without ..1 slept|sleep|sleeping ... dont|doesnt|not|never ..1 feel|feels|felt|feeling ..1 tired|sleepy|exhausted & days|nights|din|rat|since',
      `${SHE}|she|shes ..6 confused|disoriented|delirious|confusion & dont|doesnt|didnt|cant|not|nahi ..2 know|knows|remember|recogni*|pehchan* ..3 what_day|which_day|date|where|who|kaun|kahan|us|me|family|husband|apne|apna & baby|delivery|delivered|birth|born|weeks|ago|days`,
      'signal*|messages|message ..3 radio|tv|television|god|bhagwan|sky|stars',
      `not|isnt|nahi|nhi ..1 real|asli & ${BABY}|i|im|me|mai|main|world`,
      'people|log|logon|someone|person|aadmi|aurat|things|thngs|cheez*|shadow* ..6 not_there|arent_there|isnt_there|hai_hi_nahi|hain_hi_nahi|wahan_nahi',
      `asli|real|mera|meri ..2 ${BABY} ..4 chura*|stolen|stole|took|taken|hidden|badal*|swap*`,
      `${BABY} ..4 doosra|dusra|nakli|fake|duplicate`,
      'dikht*|dikhai|dikhta|dikhte|dikhti|sunai|sunti|sunta ..6 kisi|koi ..3 aur|or ..3 nahi|nhi|na',
      'divya|daivi|daivik|alokik ..1 shakti|power|powers',
      'shakti|powers ..2 hai|hain|have|has|mere|mujhme|mujh_mein',
      'thoughts ..3 running|racing|fast|tez|bhaag*',
      'tez ..1 tez ..1 bol*|baat*',
      'bol*|baat* ..3 ruk*|band ..1 nahi|nhi|hi_nahi',
      'dont|not|no|doesnt ..1 need ..2 sleep|neend|to_sleep',
      'soi|soyi|soya|sota|soti|slept|sleep* ..2 nahi|nhi|not ..8 ajeeb|ajib|strange|weird ..2 baat*|baten|batein|harkat*|talk*|things',
      'talk*|baat|baatein|batein ..4 dead|mare_hue|marey|mare|guzre ..1 relatives|people|log|logon|parents|mother|father|husband|dadi|nani|rishtedar',
      `hear|hears|hearing|heard|sunai|sunti ..3 ${BABY} ..2 cry*|crying|rona|rote|roti|rone & asleep|sleeping|so_raha|so_rahi|not_there|nahi|soya|soyi|sota`,
      `${SHE}|she|wo|woh|vo|patni|biwi ..6 ajeeb|ajib|ajeb|strange|weird|odd ..2 baat*|baten|batein|harkat*|things|stuff|talk*`,
      `${BABY} ..2 uska|uski|mera|meri|hamara|humara|unka|hers|mine ..1 nahi|nhi|not & kehti|keh|kah|kahti|bol*|says|said|lagta|lagti|thinks|believes`,
      'sab|log|sabhi|everyone|all|we|hum ..3 maarna|marna|maar*|kill|harm|hurt ..2 chahte|chahti|chahta|want*|trying|plan* & lagta|lagti|sochti|kehti|bolti|believes|thinks|says|convinced',
      'mood ..3 switch*|swings|swing|badal* ..4 birth|delivery|born|sleep|neend',
      'hasti|hasna|hans*|laugh*|singing|gaati ..4 ro*|cry*|rone|screaming|chilla* & birth|delivery|born|sleep|neend|soyi|soi',
      // Third pass. Running out of the house at night with the baby; "someone is coming to kill us".
      `rat|raat|night|midnight|baje ..6 bahar|outside|out|road ..2 bhag*|ran|running & ${SHE}|she|biwi|wife|bahu|patni|baby|bachcha`,
      'koi|log ..4 hume|humein|hame|hamein|mujhe|use|usko|baby|bachche ..1 ko? ..1 marne|maarne|chura*',
      'coming|come|comes ..2 to ..1 kill|hurt|harm|poison ..1 us|me|the_baby|my_baby|our_baby',
      'coming|come|comes ..2 to ..1 take|steal|get ..1 the_baby|my_baby|our_baby',
      // Messages in number plates, birds or the sky telling her what to do.
      // (Not "messages from unknown numbers", "my doctor's messages telling me to rest".)
      'messages|message|signals|signs|codes ..2 from|in|on ..4 plates|number_plates|birds|clouds|songs|sky|stars|billboards',
      'plates|number_plates|voices|birds|animals|stars|clouds ... telling|tell|tells|told ..1 me|her ..1 what|to',
      // Seeing what is not there (snakes, insects on the bed), by anyone's account.
      'seeing|sees|saw|see|dikh* ..4 things|people|someone|snakes|snake|insects|bugs|spiders|animals|faces|shadows|men|keede|kide|log|aadmi ... not_there|arent_there|isnt_there|hai_hi_nahi|hain_hi_nahi',
      'seeing|sees|saw|dikh* ..1 snakes|snake|sanp|saanp|insects|bugs|spiders|keede|kide ..3 on|in|everywhere|bed|walls|wall|room|body|baby',
      // Sure she is being poisoned, or the baby hidden from the family out of suspicion.
      `thinks|believes|convinced|says|kehti|sochti|shak|suspicious|suspects ... poisoning|poisoned|poison*|zeher|zehar ..3 the|her|my|our|uska|uski ..1 formula|milk|food|tea|water|khana|medicine|doodh|dudh|${BABY} & ~food_poisoning`,
      `suspicious|shak|shaq ... hides|hide|hiding|chhupa*|chupa* ..2 the|my|our? ..1 ${BABY}`,
      // Something put inside her by the doctor; a body sending signals.
      'doctor|doctors|nurse|nurses|surgeon|they|hospital ..3 put|placed|implant*|inserted|lagaya|lagai|daal*|dal* ..3 something|chip|device|tracker|kuch|camera ..3 in|inside|me|mein ..2 my|me|her|mere|meri|uske|uski ..1 stomach|body|head|brain|belly|pet|sharir|uterus & signals|signal|tracking|track|controlling|control|spying|spy|watching|listening|messages|radio|voices|secretly|chupke|chip|tracker|camera|microphone|believes|convinced|thinks|pakka',
      // (Not "my body is sending signals that labour is near".)
      'it|chip|device|something|kuch|implant* ..2 sending|sends|transmit*|bhej* ..1 signals|signal|messages & ~body|labour|labor|hunger|brain_sends',
      // Called by a goddess, with no sleep or the baby to be left ("mata rani ne bulaya hai").
      // (Not "bhagwan ne bula liya", a death in the family.)
      `usko|use|mujhe|mujhko|her|she ..3 mata|devi|bhagwan|bhagvan|god|goddess ..2 ne ..1 bulaya|bula_rahi|bula_rahe|bulati|bulate|called|calling & soyi|soi|soya|neend|sleep*|slept|${BABY}|chod*|chhod*|mandir|jana|jaana`,
      // Fourth pass: watched or bugged (cameras in the house, a phone bugged, a monitor listening);
      // something implanted in the baby; walls breathing, faces in things; a voice calling her name
      // in an empty room; someone she knows "not who he says"; numbers that carry meanings; the
      // baby divine; still pregnant after the birth; out at night following a light; an intruder
      // nobody else sees; the baby's eyes changing, "no longer human", a spirit in it.
      'they|wo|woh|log ..2 are? ..1 listening|watching|spying|sun_rahe|dekh_rahe ..3 through|from|se|via',
      'mine|my_phone|mera_phone|mera_mobile ..2 is|hai ..1 bugged|tapped',
      'camera|cameras ..2 lage|laga|lagaye|lagi|hidden|chhupe|everywhere ..3 ghar|house|room|kamre|walls & ~cctv|security|install*|lagwana|lagwane|best|kaunsa|which|baby_monitor',
      `implanted|implant ..2 something|chip|device|tracker ..3 in|into ..2 my|the|her ..1 baby|${BABY}|body|belly|head`,
      'walls|wall|deewar|deewarein ..2 are|is? ..1 breathing|moving|melting|talking|saans',
      'see|seeing|sees|dikh* ..1 faces|face|chehre ..3 in|on ..2 the? ..1 baby|babys|blanket|walls|wall|ceiling|curtain*|clouds|kambal & ~photo|ultrasound|scan',
      'koi|someone|somebody ..4 naam|name ..2 pukar*|bula*|call*|calling ... koi_nahi|nobody|no_one|khali|empty|koi_bhi_nahi',
      'not ..1 who ..1 he|she ..1 says|claims|pretends',
      'is ..1 not ..1 her|my|his ..1 real? ..1 husband|brother|mother|father|sister|baby|son|daughter|wife & pretending|someone_else|imposter|impostor|fake|replaced|actor|nakli',
      'pati|husband|maa|mother|father|papa ..1 nahi|nhi|not ..2 hu|hun|hoon|hai|is ..2 koi_aur|someone_else|fake|nakli|imposter|impostor',
      'i ..1 know|understand ..2 what ..3 numbers|number|clock|signs|colours|plates|songs ..1 mean|means',
      'mother ..1 of ..1 god|jesus',
      'second ..1 coming',
      'light|lights|roshni|tv|radio|clock|walls|fan|stars|sun|moon|birds|numbers ..4 sending|send|sends|bhej* ..1 me? ..1 messages|message|signals|signs|code*',
      'thinks|thought|lagta|believes|sochti ..4 still|abhi_bhi|ab_bhi ..1 pregnant & delivery|gave_birth|born|postpartum|ho_chuki|days_ago|weeks_ago|after',
      'pregnant ..2 hai|is ..1 abhi_bhi|ab_bhi|still & delivery|birth|ho_chuki|born|postpartum',
      'didnt|doesnt|couldnt ..1 know ..2 what ..1 day|date|year & birth|delivery|postpartum|born|baby',
      `${BABY} ..6 kiska|kiski|whose ..2 hai|is & poochti|puchti|asks|asking|dekh*|look*`,
      'following|follow* ..2 a|the ..1 light|voice|star|angel',
      `walked|walks|went|left|leaves|ran|runs|nikal*|bhag* ..4 out|bahar|home|house|ghar ... 2am|3am|1am|4am|midnight|night|raat ... with|leke|saath ..2 baby|${BABY} & barefoot|nange|no_shoes|light|angel|god|voice|voices|following|calling|bula*`,
      'koi|someone ..2 ghus|ghusa|aaya|aa_gaya|andar|broke ..8 koi_nahi|nobody|nahi_hota|no_one|isnt|wasnt',
      `${BABY}|ye|yeh|iski|uski ..3 aankhen|aankh|eyes|face|chehra ..2 badal|change*|red|laal ..3 raat|night|jaati|jati|jaate & ~allergy|infection|conjunctivitis|watery|chipak*|kichad`,
      'insaan|human ..1 nahi|nhi|not ..1 raha|rahi|anymore',
      'aatma|atma|bhoot|pret|jinn|saya|shaitan ..3 ka|ki ..1 vaas|vas|basera|kabza|chhaya',
      `${BABY} ..2 mera|meri|hamara ..1 nahi|nhi|nai ..1 hai|h|he & ~behen|sister|friend|dost|cousin|bhabhi|padosi|neighbour|bhai`,
    ],
  },
  suicide_selfharm: {
    any: [
      // Words that are a crisis on their own.
      'suicid*|sucid*|suisid*|suiced*|suicd*|sucsid*|unalive*|kms|selfharm*|khudkushi|khudkhushi|khudkusi|khudkhusi|aatmahatya|atmahatya|atmhatya|atamhatya|आत्महत्या|खुदकुशी',
      'self harm*|injur*|hurt*|destruct*',
      'fansi|phansi|फांसी',
      'fanda|phanda ..1 laga*',
      // An act on oneself: "hurting myself", "end my life", "take my own life", "kill me".
      `${HARM}|end|ending|ended ..1 myself|meself|myslf|mysef|mself|self|khud|khudko|herself`,
      'kill*|end|ending|ended|take|taking|took ..1 my|own|her|apni ..1 life|lyf|lif|zindagi|jindagi',
      // Not "threatens to kill me" (someone else: the violence rules).
      '!to|will|ll|hell|shell|theyll|hed|theyd|gonna|would|going|wants|threatens|threatened|tried kill me',
      // Ending it all: "end it all", "ending everything", "a plan to end things".
      'end|ending|finish|finishing ..1 it all',
      'end|ending|finish|finishing everything|evrything|sab|sabkuch',
      `${INTENT}|going|gonna ..2 end|ending|finish* ..1 it|things|this|everything`,
      // Wanting to die or not to be alive: "I want to die", "wish I was dead", "going to die".
      `${INTENT} ..2 ${DEATH}|alive|exist|existing|disappear*|vanish*|gayab`,
      'going|gonna ..1 die|dead',
      'dont|not|never|longer|nahi ..2 want|wanna|wish ..2 live|liv|living|alive|exist|around',
      'wish|want|wanna ..3 never|not|wasnt ..1 born|existed',
      'wish|want|wanna|if ..3 gone|here|around',
      // Life not worth living: "life is not worth living", "what's the point of living".
      'life|living ..3 worth*|pointless|meaningless|worthless|useless|over|finished|khatam|bekar|barbad',
      'worth living|live|alive',
      'reason|point|purpose|meaning ..3 live|living|alive|life',
      'reason|point|purpose|meaning ..3 going|carrying on',
      'nothing|noone|nobody ..2 live for',
      'tired|sick|done|fed ..2 living|life|alive|existing',
      // Not being able to go on: "I can't go on", "can't take it anymore".
      'cant|cannot|couldnt|cnt|unable|not ..2 go|carry|keep on|going like|anymore|any|living|no|without|with|$|forever|alone|further',
      'cant|cannot|couldnt|cnt|unable|not ..2 take|do|handle|bear|cope|stand|deal ..1 it|this|anymore|any|life|$ anymore|any|longer|more|$',
      // A burden, or better off without her.
      'im|am|feel|feeling|being|just ..2 burden',
      'better|happier|easier ..3 without me',
      'better off dead',
      // Never waking up, sleeping forever.
      'sleep ..3 never|not|dont ..1 wake',
      'hope|wish|pray|praying|want|wanna ..3 dont|not|never ..1 wake',
      'dont|not|never ..1 want|wanna ..2 wake ..1 up ..1 tomorrow|again|ever|anymore|$',
      'sleep|sleeping ..1 forever',
      // Overdoses and poisons: "I took too many pills", "swallowed all the tablets", "drank phenyl".
      `took|taken|take|ate|had|popped|drank|consumed|swallow*|gulped|downed ..2 too|lot|lots|whole|entire|extra|bunch|handful|bottle|packet|box|several|many|double|strip ..3 ${PILLS}`,
      `swallow*|popped|downed|gulped ..2 all ..3 ${PILLS}`,
      'drank|drink|drunk|drinking|swallow*|ate|took|had|pi|piya|pee|kha|khaya|khayi ..3 poison|bleach|phenyl|phenol|acid|pesticide|insecticide|kerosene|harpic|zeher|zehar|jahar|zahar',
      'rat|mouse ..1 poison|kill|killer',
      `bahut|saari|sari|sab|sabhi|zyada|jyada|poori|puri|kai ..2 ${PILLS} ..2 kha*|le|li|liya|leli|nigal*`,
      'neend|nind|sleeping ..2 goli*|pill*|tablet* ..2 kha*|li|liya|leli|nigal*|took|taken|swallow*',
      // Jumping: "jump off the terrace", "kood jaungi".
      'jump*|kud*|kood* ..3 off|from|building|terrace|roof|bridge|train|chhat|chat|balcony|window|floor',
      'kud*|kood* ..1 jau*|jaun*|jana|dungi',
      // Hearing voices or seeing things: an emergency after birth.
      'hearing|hear|heard ..1 voices',
      'voices ..3 tell*|say*|talk*|command*|head',
      // Hindi and Hinglish: "marna chahti hoon", "mar jaungi", "marne ka soch rahi hu".
      `${MARNA} ..2 chah*|cha|jau*|jaun*|jao*|ja|jana|jaon|gi|dungi|dunga|lungi|lunga|man|mann|mn|soch*|irada|icha|iccha|dil|khayal|khyal|jaye|चाह*|जा*|मन|सोच*`,
      // "jeene ka mann nahi", "zindagi khatam", "ab aur jeena nahi chahti", "koi matlab nahi"
      `${JEENA} ..3 ${NAHI_KHATAM}`,
      `${JEENA} ..2 matlab|faida|fayda|maksad|wajah`,
      // "khud ko khatam kar dungi", "apne aap ko nuksan"
      'khud|khudko|apne|apni|apneaap|apna|खुद|अपने ..2 ko|aap|को ..2 khatam|khtm|maar*|mar|nuksan*|nuksaan*|chot|jala*|kaat*|kat*|खत्म|मार*|नुकसान',
      'jaan|जान ..1 de|dedu|dungi|dunga|dena|dene|du|dun|दे|दूंगी|देना',
      // Goodbyes.
      'goodbye|alvida|bye ..3 forever|everyone|everybody|all|final|last|world|sabko|sab_ko',
      'last|final ..1 message|goodbye|words|letter|note|day',
      'suicide|farewell ..1 note|letter',
      `take_care|look_after|dhyan_rakhna|khayal_rakhna|khyal_rakhna|sambhal* ..4 ${BABY}|kids|family|husband|mom|mother|maa|everyone|sab ..6 gone|after|when|for_me|without_me|jab|baad|na_rahu|na_rahun|nahi_rahungi`,
      'giving|given|gave|give ..2 away ..3 things|stuff|belongings|clothes|jewel*|everything',
      'gave|giving|given|give|gives ..1 away ..4 sarees|saree|saris|sari|clothes|things|jewel*|gold|books|phone|everything|belongings|stuff|kapde|gehne & decided|calm|peace|ready|sorted|for_my|after|ke_liye',
      'forgive|maaf ..3 me|kar ..3 everything|sab|all|sorry',
      'wont|will|not ..2 be ..2 here|around|alive ..2 tomorrow|anymore|longer|soon|long',
      'na|nahi|nhi ..1 rahu|rahun|rahungi|rahunga|rahegi',
      // Self-injury.
      `${HARM}|scratch*|hit|hitting|bang*|punch*|bite|biting|pull*|slap* ..1 myself|herself`,
      `!law|husband|hubby|he|they|pati|saas|sasur|father|brother|devar ${HARM}|scratch*|hit|hitting|bang*|punch*|bite|biting|pull*|slap* ..2 my|her ..1 wrist*|arm|arms|thigh*|skin|legs|hand|head|body|face`,
      'blade|razor|knife|glass|pin|compass ..4 wrist*|arm*|hand|skin|thigh*|myself|cut*|cuts|nas|kalai',
      'wrist|wrists|kalai|nas|nus ..2 cut*|slit*|kat*|kaat*',
      'nas|nus ..1 kat*|kaat*',
      'hath|haath|kalai ..2 kat*|kaat* ..2 lungi|lunga|liya|li|diya|di|dungi',
      'cuts|cutting|burns|burning|scars|marks ..3 on ..2 my ..1 arms|arm|thighs|thigh|wrist|wrists|legs|body',
      // Readiness, plans, a method kept ready or asked about.
      'written|wrote|writing|write ..3 letter|letters|note|notes ..6 kids|children|family|husband|mother|mom|everyone|sister|maa|son|daughter|parents',
      'i|im ..2 ready ..1 now|to_die|$',
      'ready ..1 to_go ..1 $|now|forever|tonight',
      'decided|planned|plan|figured ..4 how|when ..3 do|end|it',
      'kept|keep|bought|buy|got|saved|saving|collecting|collected|hidden|hid|hide|stored|rakhi|rakha|rakhe|chhupa* ..4 rope|pills|tablets|poison|blade|kerosene|dupatta|rassi|zeher|goli*|goliyan|noose',
      'rope|rassi|noose|blade|poison|zeher ..3 ready|rakhi|rakha|rakhe|hidden|saved|kept',
      'easiest|quickest|painless|best|fastest|simplest|surest ..2 way|method|ways|methods ..2 to ..1 die|kill|end|go|suicide|death',
      'how ..4 pills|tablets|much|many ..4 kill|fatal|lethal|die|death|overdose',
      'lethal|fatal ..1 dose|amount',
      'how ..3 high|tall ..4 building|floor|fall|jump|die|storey|storeys',
      'never_born|wasnt_born|not_born & better|wish|if|should|rather',
      'god|bhagwan|bhagvan|allah|uparwala|upar_wala ..3 take|takes|utha|uthale|uthaale|bula|bulale|bulaale ..2 me|mujhe|le|lo|away',
      'not|never|dont|no ..1 waking|wake|woke|uthna|uthu ..1 up|$ & think*|wish|hope|pray*|want|rather',
      'should|shouldnt ..2 not? ..1 be ..1 here|alive|around|born',
      'if ..2 i ..1 die|died|disappear*|went|go ..4 nobody|noone|no_one|koi ..3 notice|care|miss|know',
      'not|no_longer|never ..1 scared|afraid ..2 of ..1 dying|death|die',
      'want|wanna|going|gonna|will|wish ..3 crash ..4 truck|bus|wall|tree|train|lorry',
      // (Not "I think the baby might fall": someone else, or what might happen.)
      'think*|thought*|imagin*|keep ..3 !baby|babys|she|he|it|child|son|daughter|might|may|will|would|could jump*|jumping|kudne|kood*|falling|fall',
      'stood|standing|stand|sitting|sat ..4 balcony|roof|terrace|edge|bridge|ledge|railing|chhat & jump*|fall|high|down|end|neeche',
      'going|gonna|want|wanna|about|ready|will ..3 jump & roof|terrace|building|bridge|balcony|high|well|river|train|floor|window|kuan|chhat',
      'think*|thought*|keep ... railway|train|track|tracks|well|river|terrace|roof|bridge|poison|rope|fan|pills|tablets|kuan|nadi',
      'lie|lay|lying|sleep|stand|standing|walk ..4 railway|rail|track|tracks|train|patri|patriyon',
      // Hindi and Hinglish: going for ever, a world without her, asking God to take her.
      'mujhe|main|mai|mein ..2 marna|mrna ..1 hai|he|h|chahti|chahta',
      'chali|chala|chle ..1 jaungi|jaunga|jaun|jau ..3 hamesha|door|dur|forever',
      'hamesha ..2 ke ..1 liye ..3 chali|chala|ja|jaungi|jaunga|so|soja|sona|jaun',
      'mere|meri|mujh ..1 bina|bagair ..3 sab|sabhi|family|ghar|bachche|baby|khush|better|achhe|behtar',
      'fayda|faida|matlab|maksad ..3 nahi|nhi ..2 jeene|jine|jeena|jina|zindagi|jindagi',
      'doob|dub|dhub ..1 jaungi|jaunga|jau|jaun|marungi|mar|ke|maru',
      'alvida|अलविदा',
      'gaadi|gadi|train|truck|bus ..2 ke ..1 neeche|niche|aage|samne ..3 aa|ja|jaun|jau|kud*|lungi|jaungi',
      'duniya ..3 nahi|na ..2 rehna|rahna|rehni|rahni|jeena|rahungi|rehena',
      'leave|chhod*|chod* ..3 this|is|yeh|ye ..1 world|duniya',
      // Methods named in passing.
      'rope|dupatta|chunni|chunri|saree|sari|scarf|noose|rassi ..6 fan|ceiling|neck|gala|gale|hang*|latak*|pankha|pankhe',
      'fan|pankha|pankhe|ceiling ..4 hang*|latak*|rope|dupatta|chunni|saree|noose|rassi',
      'latak ..2 jau*|jaun*|jaungi|jana|lungi|jaaungi|jaye',
      'hang|hanging ..2 myself|self|from',
      'front ..1 of ..2 train|truck|bus|car|lorry',
      'under ..2 train|truck|bus|lorry',
      'train|railway|rail|track|tracks|patri|patriyon ..4 jump|kud*|kood*|lie|lay|let|samne|aage|under|front|kat*',
      'well|kuan|kuwan|kuye|kuen|river|nadi|lake|sea|talab|dam|canal|nahar|pond ..4 jump*|kud*|kood*|dub*|drown*|chhalang',
      'drown*|dub ..2 myself|jaungi|jau|marungi|mar|jana|jaun',
      // (Not "they poured kerosene on me": someone else, the violence rules.)
      'kerosene|petrol|diesel|mitti ..6 pour*|dal*|daal*|myself|khud|aag|fire|light|lagal*|match & ~they|he|husband|pati|sas|saas|sasur|inlaws|usne|unhone ..3 poured|pour*|dala|dal_diya|daal_diya|chhidka|threw',
      'set ..2 myself|me ..2 on ..1 fire|alight',
      'aag ..2 laga ..2 lungi|lunga|dungi|lu|lun|liya|li',
      'jump*|kud*|kood* ..4 terrace|roof|chhat|chat|building|floor|balcony|bridge|window|cliff|height|upar',
      `zeher|zehar|jahar|zahar|poison|${POISONS} ..3 kha|pi|le|drink|eat|take ..1 lungi|lunga|lu|lun|leti|lena|lene|will|gonna|going`,
      // Not being able to live, Hindi verb forms (feminine, future, perfect).
      'ji|jee|jina|jeena|jine|jeene ..2 nahi|nhi|na|nai ..2 sak*|pa*|chah*',
      'mar|mr ..1 jaungi|jaunga|jaungi|jaun|jau|javu|jana|jaye|jayegi|jaati|jati|jaoon|jaon',
      'marung*|marjaung*|mrjaung*|maregi|marogi|marenge|marungi',
      'mujhe|mujhko|muje|mje ..2 mar|marna|mrna|maut ..2 jana|chahiye|chahie|aa|aaye|de',
      'khatam|khatm|khtm|khtam ..2 kar ..2 dungi|dunga|lungi|lunga|du|lu|dena|lena|rahi|raha|chahti|chahta',
      'maine ..3 faisla|decide*|soch ..2 liya|li|kar',
      'faisla ..2 kar ..2 liya|li',
      'no|nahi|nhi|koi ..2 way|rasta|raasta ..2 out|bacha|nahi|nhi',
      'dont|not|never|nahi ..2 want|wanna ..3 wake|uth*|utho',
      'disappear|vanish|gayab ..3 forever|permanently|hamesha',
      'everyone|everybody|everything|family|husband|kids|world|sab|sabki|sabka|ghar|log ..4 better|fine|happy|happier|easier|khush|aasan|asan ..4 without|bina|if|agar ..2 me|mere|main|i',
      'if ..2 i|im ..2 wasnt|werent|wasn|not|gone|dead|no ..1 here|around|alive|more|longer',
      'give ..1 up ..2 on ..1 life|living|everything',
      'end|stop|finish ..2 the|this ..1 pain|suffering ..2 forever|permanently|for_good',
      // Arrangements for after her: the child handed over "if anything happens to me", "mere jaane
      // ke baad"; an apology sent through someone; the family's troubles ending with her going.
      'if ..1 anything|something ..1 happens|happen ..1 to ..1 me & take_care|look_after|care|dhyan|khayal|khyal',
      'mere|meri ..1 bad|jane_ke_bad ... dhyan|khayal|khyal ..1 rakhna|rakhe|rakhiye|rakhoge|rakhna_please',
      'told|tell|bata*|dikha* ..4 where ..4 jewel*|jewelery|jewellery|gold|zevar|gehne|passbook|policy|atm & sister|mother|mom|husband|behen|maa|everyone|son|daughter',
      `mere|meri ..1 jane|marne ..2 ke? ..1 bad ... ${BABY}|bachon|bachchon|family|ghar ... dhyan|khayal|khyal|sambhal*`,
      'mere|meri ..1 jane|marne ..2 ke_bad|bad|se ... khatam|khatm|khtm|khush|pareshani*|sukh|chain|behtar|better|azad',
      'tell|say|bol*|kehna|keh_dena ..2 my|meri|mere|unse|usse ..2 husband|kids|son|daughter|mom|mother|maa|family|children|parents|pati|beti|beta|mummy ..1 sorry|maf|im_sorry & couldnt|could_not|wasnt|failed|tried|everything|forgive|love|goodbye|bye|last|gone|good_wife|good_mother|achi',
      // Asking what a method feels like, or how much of a medicine "for ever".
      // (Not "is jumping painful", "hanging clothes hurts": exercise and chores.)
      'drown*|dying|death ..2 painful|hurt|hurts|quick|quickly|fast|instant',
      'how_long ... drown|die|bleed_out',
      'does|is|would ..1 hanging ..1 hurt|painful|quick',
      'step*|walk*|jump*|throw* ..2 in_front ..2 of & train|truck|bus|lorry|railway',
      'kitni|kitne|how_many ..3 goli*|tablet*|pill*|neend ..4 chahiye|lagengi|lagegi|lagenge|need|needed & hamesha|forever|marne|mar|maut|die|death|khatam|kill',
      'hamesha ..2 ke ..1 liye ..3 sone|soun|sou|sojaun|sojau|sona',
      'want|wish|chahti ..3 it_all|everything|sab|sabkuch ..2 stop|end|khatam & forever|permanently|hamesha|for_good',
      // Cutting herself, in the Hindi verb's agent forms ("haath kaata", "kaat leti hu"; "kat gaya" is an accident).
      'blade|bled|cutter|razor|chaku|churi|chhuri|knife|kanch ... hath|kalai|nas|bazu|wrist|arm ..2 kata|kati|kat_leti|kat_li|kat_liya|kat_lungi|kat_deti|kat_dali|kat_rahi',
      'hath|kalai|bazu|nas ..3 blade|bled|cutter|razor|chaku|churi ..2 se ..2 kat*',
      'sabko|sab_ko|everyone|everybody|sabhi ..1 ko? ..1 bye|goodbye|alvida ..2 bol*|keh*|kar|said|say',
      // Courage needed, or lacking, for a method: "bridge pe gayi thi, himmat nahi hui".
      'himat|courage|guts|strength ..2 chahiye|need|needed|juta*|nahi|nhi|didnt|couldnt|failed & bye|alvida|goodbye|jump|kud*|kod*|marne|pills|rope|rasi|bridge|pul|railway|track|nadi|river|kuan|well',
      'chat|roof|terrace|balcony|bridge|pul|kinare|edge ..2 pe|par|pr|on ..1 khadi|khada|baithi|baitha|standing|sitting & kadam|step|jump*|kud*|kod*',
      // (Not "I think the baby might fall from the balcony": a worry about a railing.)
      'think*|thought*|imagin*|wonder* ... easy|go_over|over_the ... railing|balcony|terrace|ledge|parapet|edge|window|roof|chat',
      // A rope looked at, bought or kept.
      'rasi|rope|noose|fanda|phanda ..2 bhi? ..1 dekh*|khared*|kharid*|le_ai|rakh*|ready|taiyar|tayar|bought|kept|hidden',
      // Third pass. A last word sent through someone: "mummy ko bolna maine koshish ki thi... ab aur nahi".
      'koshish ... ab ..1 aur|or|bas ..1 nahi|nhi|$ & mummy|maa|mumy|papa|pati|beti|beta|sabko|unko|bachon|behen|didi ..1 ko ..1 bolna|batana|kehna|keh_dena|bol_dena|bata_dena',
      // Nobody to miss her after she is gone ("mere jaane ke baad koi roega bhi nahi").
      'mere|meri ..1 jane|marne ..2 ke? ..1 bad ... koi|nobody|kisi|no_one|noone ..3 roega|royega|royegi|royenge|roenge|miss|farak|fark|yad|notice',
      // Burning herself ("khud ko garam chammach se jalati hu").
      'khud|khudko|apne|apneaap|apne_aap ..2 ko ..4 jalati|jalata|jalaya|jalayi|jalai|jala_leti|jala_li|jala_liya|jala_deti|dagti|dag_leti|dag_li',
      'burn|burned|burnt|burning ..1 myself|my_arm|my_hand|my_skin|my_thigh|my_wrist',
      // Cuts made and hidden.
      'cuts|cut|kat ..2 lagaye|lagayi|lagai|lagati|lagata|lagaya|laga_liye|laga_leti|laga_liya|kiye|kar_liye & hath|haath|kalai|bazu|arm|wrist|khud|phir|fir|again',
      // (Not a caesarean's or stretch marks' scars.)
      'cuts|scars|cut_marks|nishan|nishaan ... chupa*|chhupa*|hide|hiding|hid|sleeves|full_sleeve|dupatta & ~c_section|section|csection|caesarean|cesarean|operation|stretch|acne|pimple*|surgery|stitches|tanka|tanke',
      'sleeves|full_sleeve|full_sleeves ... cuts|scars|cut_marks|nishan|nishaan & ~c_section|section|csection|caesarean|cesarean|operation|stretch|acne|pimple*|surgery|stitches|tanka|tanke',
      // "Kuch kar baithungi": a threat to do something to herself; "apne saath kuch kar lungi".
      'kuch ..1 ulta|galat|bura? ..1 kar ..1 baithu|baithun|baithungi|baithunga|baithegi|baithu_gi',
      'khud|apne|mere ..2 sath|saath ..2 kuch ..2 kar ..1 lungi|lunga|baithungi|dungi|lu|lun',
      // Asking how much it takes never to wake up; ways to die; walking into the sea.
      // (Not "how much sleep, she does not wake for feeds": a medicine is named.)
      `how ..1 many|much ..4 pills|tablets|goli*|${MEDICINES} ... not|never|dont ..1 wake|waking`,
      'ways|way|methods|method ..1 to ..1 die|kill_myself|end_it|end_my_life',
      // (Not a swim, a paddle on holiday or a water birth.)
      'think*|thought*|imagin*|keep|urge*|want*|wish*|feel_like ... walk*|step*|wade|wading ..1 into ..1 the? ..1 sea|ocean|river|lake|waves|samundar|samudra|nadi & ~swim*|holiday|vacation|paddl*|birth|pool',
      'samundar|samudra|nadi|darya|river|sea ..3 mein|me|men|andar ..2 chali|sama|doob|dub ..1 jaun|jau|jaungi|jana|jaye',
      // Fourth pass (held-out-4's misses read as concepts; see chat-eval.test.ts). Writing or
      // marking the skin with a sharp or hot object ("thigh pe compass se likha").
      // (Not when someone at home did it: "saas ne chimta garam karke haath pe lagaya" is violence.)
      `kalai|wrist|wrists|arm|arms|thigh|thighs|haath|bazu|skin|pair|tang ..2 par|pe|pr|on|mein ..1 bled|blade|razor|compass|chaku|chhuri|chimta|chimte|tongs ..1 se|with & ~${SOMEONE_ELSE}`,
      `bled|blade|razor|compass|chimta|chimte|tongs ..1 se|with ..3 likh*|likha|nishan*|kaat*|cut*|lines|carv*|wrote|writ*|laga*|jala*|daag* & ~${SOMEONE_ELSE}`,
      `garam|hot|heated|heat* ..4 chimta|chimte|tongs|spoon|chammach|iron|knife|chaku ... arm|arms|hand|haath|skin|thigh|wrist|kalai|pair & ~${SOMEONE_ELSE}`,
      `chimta|chimte|tongs|spoon|chammach|iron|press ..6 garam|hot|heat*|gas|stove ..6 haath|hand|arm|arms|skin|thigh|pair ..2 pe|par|on ..2 laga*|rakh*|press*|put|hold*|held & ~${SOMEONE_ELSE}`,
      // Pills stockpiled, or bought from several shops so no one suspects.
      'goli*|pill*|tablet*|dawa*|medicin*|meds ..4 jama|collect*|stock*|saving|saved|hoard*|ikattha|ekattha|ikatha|ikathi ..2 kar|kar_rahi|karti|kiya|ki|rahi|hu|hoon|up',
      'alag|different|three|teen|do|two|multiple|kai|char|four ..2 chemist*|pharmac*|medical*|dukan*|shops|stores ..8 neend|sleeping|goli*|pill*|tablet*|dawa*',
      // Sleeping and never waking; a vehicle wished on her; letting go of the wheel.
      'so ..1 jau|jaun|jaungi|jau_aur|jaun_aur ..3 kabhi|phir ..1 na|nahi|nhi ..1 uth*',
      'kash|kaash|wish|hope ..4 truck|bus|car|train|gadi|gaadi|lorry ..4 maar|mar|hit*|kuchal*|run|crush* ..2 de|dein|me|over|mujhe|jaye',
      'let*|chhod* ..2 go? ..2 of? ..1 the? ..1 steering|wheel',
      'steering|wheel|flyover|highway ..8 not|no|nahi|without|bina ..1 brak*|braking',
      // Asking which method would hurt the family least; things put in order "if something happens to me".
      'which|what|kaunsa|konsa|kaun_sa ..1 way|method|tarika|tareeka ..6 hurt|affect|pain|dard|easiest|least ..3 family|parivar|ghar|least|kam|painless',
      'if|agar ..1 something|anything|kuch ..1 happens|happen|ho|hua ..2 to_me|mujhe|me & soon|jaldi|not_sick|in_order|order|bimar_nahi',
      'giving|gave|give|de_rahi|de_diya|de_di|baant* ..4 things|stuff|saman|samaan|cheezein|cheeze|belongings|clothes ..8 bye|goodbye|alvida|farewell|peaceful|sukoon|sukun',
      'batana|bolna|kehna|tell ..4 ki|that ..4 mummy|maa|mother|mom|mama|mumma ..2 buri|bura|bad ..1 nahi|nhi|not|wasnt',
      'il|i_will|im_going_to|gonna|main|mai ..1 jump|kood*|kud* ..2 before|off|from|tonight|now|$|aaj|abhi',
    ],
    unless: [
      // Dying of laughter or of hunger ("hass hass ke mar gayi", "bhook se mar jati hu"): figures of speech.
      'has|hans|haste|hanste|hasti|hansti ..1 has|hans|haste|hanste|hasti|hansti ..1 ke? ..1 mar|mr',
      'bhook|bhukh|bhuk|garmi|thand ..1 se|ke_mare ..2 mar|mr',
      // A baby scratching her own face with long nails.
      'nails|nakhun|nakhoon ... scratch*|kharoch* & trim|trimming|cut|kat*|mittens|file|kaise|how',
      // "Mar jaungi hansi se" (of laughter), "dying to have a boy", "die my hair" (dye) before the delivery.
      'mar|mr ..1 jaungi|jaunga|gayi|gaya|gyi|jau|jaun|jati ..1 hansi|hasi|hans*|has* ..1 se|ke',
      'hansi|hasi|hansi_se ..3 mar|mr',
      'dying ..1 to ..1 have|get|see|know|meet|try|eat|go|hear|tell|visit|buy|hold|find|watch|start',
      'die ..1 my|her ..1 hair|hairs|baal ..3 safe|colour|color|black|brown|henna|mehendi|before|during|pregnancy|pregnant|delivery|salon|parlour|parlor|can|ok|okay',
    ],
  },
  domestic_violence: {
    any: [
      'domestic ..1 violence|abuse',
      'dowry|dahej|dahez|dahej*',
      'marpeet|mar_peet|marpit|maarpeet|hinsa|gharelu',
      'abus*|assault*|rape*|raped|molest*|torture*|tortur* & husband|pati|partner|boyfriend|inlaws|in|laws|sas|sasur|saas|mother|father|family|he|him|ghar|sasural|devar|dewar|jeth|nanad',
      // Someone at home hurting her: a person, then the act.
      `${PERSON_AT_HOME} ..4 hit|hits|hitting|beat|beats|beating|beaten|slap*|kick*|punch*|push*|shov*|choke*|chok*|strangl*|burn*|burnt|thrash*|marta|marte|mara|marti|marten|peet*|pit*|pitai|thapad|thappad|thapar|thappar|dhakka|laat|lath|jala*|torture*|abus*|assault*|rape*|forc*|zabardasti|threw|drag*|grab*|twist*|injur*|attack*|marpeet`,
      // The act, then the person or "me": "slapped me", "mujhe maarta hai".
      'hit|hits|hitting|beat|beats|beaten|slap*|kick*|punch*|push*|pushed|choke*|strangl*|thrash*|drag*|assault*|attack* ..2 me|mujhe|hume|her|my ..1 wife|stomach|belly|face|pet',
      'mujhe|mujhko|muje|hume ..3 marte|marta|marti|mara|mari|peet*|pitai|pit|pite|thappad|thapad|dhakka|laat|jalaya|jalate|jalane',
      // (Not "kick marta hai": the baby in the womb.)
      'marta|marte|maarta|maarte|pitai ..2 hai|he|hain|tha|the & ~kick|kik|lat ..1 marta|marte|maarta|maarte',
      // "peeta hai" is also "drinks" (doodh peeta hai): beating needs someone at home named.
      'peet*|pit* ..2 hai|hain|tha|the|jata|jati & husband|pati|sas|saas|sasur|sasural|inlaws|devar|jeth|nanad|gharwale|mujhe|mujhko|hume',
      // "...and hits me": the act on her, with someone at home in the message (not "it hit me").
      `!it|this|that|reality|realisation|realization|just|finally|suddenly hit|hits|hiting|beat|beats|beaten|slap*|punch*|shov*|choke*|strangl*|thrash*|drag* ..1 me|mujhe|hume & ${PERSON_AT_HOME}`,
      // Threats to break her bones; her phone checked; money kept from her; not safe at home.
      'hel|will|wil|would|told|gonna|going|threat*|says|said ..3 break|tod*|tor* ..2 my|mere|meri|mera|her ..1 legs|leg|bones|bone|arms|arm|hands|hand|neck|face|head|teeth',
      'hath|pair|tang|haddi*|gardan ..2 tod|tor ..1 dunga|denge|dega|dalunga|dalega|diya|dala|di|dalenge',
      'check*|reads|snoop*|chen*|chin* ..2 my|mera|meri ..1 phone|mobile|fon & he|husband|pati|hubby|sas|saas|inlaws',
      // (Not a refund: "will the hospital not give the money back".)
      'paise|paisa|salary|kharcha|kamai ..4 nahi|nhi ..2 deta|dete|deti & husband|pati|sasural|saas|sas|inlaws|sasur & ~refund|wapas|wapis|vapas|return|hospital|clinic|company|bank|app|booking',
      'never|doesnt|dont|wont ..1 give* ..1 me ..2 any? ..1 money|paise|cash & husband|pati|he|inlaws|sas|saas',
      'salary|kamai|tankhwah ..3 le_leta|le_lete|le_leti|rakh_leta|rakh_lete|chen*',
      'take*|takes|took|keep*|keeps ..2 all? ..1 my ..1 whole|entire|full? ..1 salary|earnings|wages|atm_card|pay & he|she|husband|inlaws|laws|law|pati|sas|saas',
      // (Not the forty days' rest after the birth, or a doctor's advice.)
      `not|never ..1 allowed|alowed|allow ..2 to? ..1 leave|go|step ..3 house|home|ghar|out|outside & ${PERSON_AT_HOME}|she|mother_in_law & ~days|din|delivery|doctor|stitches|confinement|rest|jaapa|sawa|forty|covid|rain|weeks`,
      // Her own phone kept by them; a kick on her belly (the baby kicks "pet mein", inside).
      'phone|mobile|fon ..4 unke|uske|inke|iske|pati_ke|saas_ke|sas_ke ..1 pas|paas ..1 rehta|rahta|rehti',
      'mere|meri|mujhe|my ..1 pet|pait|belly|stomach|tummy|bump ..2 pe|par|pr|on ..2 lat|laat|muka|mukka|mukke|mara|mari|maara|maari|kick*|punch*|hit & ~baby|bacha|bachcha|bachche|fetus ..2 lat|laat|kick*',
      'not|dont_feel|never|nahi|nhi ..2 safe|surakshit ..2 at|in ..1 home|house|ghar|sasural',
      'ghar|sasural ..3 safe|surakshit ..1 nahi|nhi|not',
      'unsafe ..3 home|ghar|husband|him|here',
      'not|dont_feel|never|nahi|nhi ..2 safe ..4 my ..2 home|house|ghar',
      'gets|becomes|turns|ho_jata|ho_jate ..1 violent|aggressive|hinsak & he|husband|pati|drinks|drunk|sharab|sasur|devar|jeth',
      'zinda ..1 nahi|nhi ..1 chod*',
      // "Haath uthana", raising a hand to her; "nikaal denge", throwing her out.
      `hath ..2 uthat*|uthaya|uthai|uthate|uthata|uthati|utha_dete|chalat*|chalaya & ${PERSON_AT_HOME}|sasural|sasuralwale|pati|mujh|mujhpe|mujhe|mere_upar`,
      'nikal ..1 denge|dega|dengi|diya|dete & ghar|sasural|ladka|beti|ladki|dahej|beta',
      'pati|husband|sas|saas|sasur|devar|jeth|he ..4 gala|gardan ..2 daba*|dab*|ghot*',
      'touch*|chu*|grop*|feel* ..2 me|mujhe & brother_in_law|devar|jeth|sasur|father_in_law|nandoi|uncle|brother',
      // Something hot or corrosive poured or thrown on her ("gir gaya", it fell, is an accident).
      'garam|hot|ubalta|ubalte|boiling|tezab|acid|tel ... mere|mujh|mujhpe ..1 upar|par|pe ..2 dal*|phenk*|fenk*',
      'throw*|threw|pour*|poured ..2 hot|boiling|acid ... on|at ..1 me|my',
      'mujhe|hume ..4 doctor|hospital|mayke|bahar|clinic|checkup ..3 jane|nikalne ..1 nahi|nhi|na ..1 deta|dete|deti',
      'khana|khane ..2 dena|dete|deti|diya ..1 band|bandh',
      // Pressure to find out the sex and abort a girl.
      'girl|ladki|beti|sex|gender|ling & abort*|girao|gira_do|garbhpat & force*|pressure*|zabardasti|want_me|wants_me|kehte|keh_rahe|bol_rahe|majboor*',
      // Threats.
      'threat*|dhamki|dhamkee|dhamka*',
      // (Not "I will kill my brother if he tells": she is the one speaking.)
      '!i|we|il|im will|gonna|going|ll|hell|theyll|shell ..2 kill|murder|burn|throw ..2 me|us|mujhe|my_parents|my_family|my_kids|my_baby|my_mother|my_sister|my_brother|mere_gharwalo*',
      'jaan ..1 se ..2 mar*|maar*',
      'mar|maar ..1 dalega|dalenge|dalegi|dalunga|denge|dega|dalo|daalega|daalenge',
      'acid ..4 throw*|phenk*|fenk*|dal*|daal*|face|chehra|chehre|attack',
      // Locked in, kept from food or help, afraid to go home.
      'locked|lock|locks|lok|band|bandh|kaid ..3 me|us|her|room|kamre|kamra|ghar|house|inside|andar|bathroom',
      'not|dont|doesnt|didnt|wont|nahi|nhi|never ..3 let|allow*|dete|deti|dete ..3 me|mujhe ..3 out|eat|food|khana|phone|call|bahar|mayke|parents|doctor|hospital',
      // Afraid of someone at home (not "scared of dropping him": the person comes straight after).
      'scared|afraid|dar|darr|darti|fear|terrified|frightened ..4 of|se my|mere|meri|the? husband|pati|inlaws|in_laws|laws|mother_in_law|sas|saas|sasur|him|them|ghar',
      'afraid|scared|dar* ..3 go|going|jane|jana ..1 home|ghar|back',
      'forc*|zabardasti ..3 sex|me|physical|relation*|sambandh',
      'kicked|hit|punched|beat|maara|mara|laat ..4 pet|belly|stomach|tummy|bump',
      'starv*|bhookha|bhukha|bhooka|khana ..3 nahi|nhi|not ..2 dete|deti|give|giving|diya|milta',
      // Control, marks, threats to take the child, locking in, unwanted touch.
      `take|taking|snatch*|chheen*|chhin* ..3 the|my|meri|mera|mere ..1 ${BABY}|kids|children|bachche|bachcha & he|husband|pati|they|inlaws|sas|saas|family|leave|divorce|chhod* & ~doctor|hospital|clinic|vaccin*|checkup|park|walk|outside|temple|mandir|grandma|nani|dadi`,
      'hide|hiding|chhupa*|chupa*|cover* ..3 marks|bruise*|neel|nishan|nishaan',
      `bruise*|bruised|marks|neel|nishan|nishaan|scars ..6 husband|pati|hubby|him|inlaws|sas|saas|hide|hiding|chhupa*|chupa*`,
      'galat|gandi|ganda|gande ..3 chhoo*|chhu*|chu*|touch*|nazar',
      'kamre|kamra|room|ghar ..3 band|lock* ..2 kar|kardete|karte|dete|rakhte|diya|dia|di',
      'lock|locks|locked|locking ..2 me|us|her ..3 room|house|kamre|bathroom|inside|out',
      'starv*|starving ..1 me|her',
      'because|kyunki|kyuki ..4 girl|ladki|beti|daughter ..4 taunt*|beat*|hit*|blame*|maar*|starv*|punish*|torture*|throw*|nikal*',
      `${PERSON_AT_HOME}|hubby|hubbby ..3 threat*|threaten*|says|said|will ..3 kill|murder|burn|maar* ..1 me|mujhe|us`,
      // Third pass. A weapon held to her; something burning poured on her, a threat to light it.
      // (Not her own hand: "I held a blade to my wrist" is self-harm.)
      'held|holds|hold|holding|pointed|points|put|kept|rakha|rakhi ..2 a? ..1 knife|blade|gun|chaku|churi|chhuri|sickle|daranti|hasiya ..2 to|at|on|pe|par ..1 my|me|her|mere|meri ..1 throat|neck|face|head|chest|stomach|belly|gale|gardan|pet & ~i|maine ..2 held|hold|holding|put|pointed|kept|rakha|rakhi',
      'chaku|churi|chhuri|knife|gun ..3 gale|gardan|neck|throat ..2 pe|par|rakh*|laga* & ~maine|khud|apne|myself|i_held|i_put',
      'poured|pour|pours|threw|dala|dal_diya|daal_diya|chhidka|chidka|chhidak* ..2 kerosene|petrol|diesel|mitti_ka_tel|acid|tezab|tejab ..3 on|over|at|mujh|mujhpe|mere|me|us',
      'kerosene|petrol|diesel|mitti_ka_tel|tezab|tejab ..4 mujh|mujhpe|mere|mujhe ..2 upar|par|pe ..2 dala|dal_diya|daal_diya|chhidka|chidka|chhidak*',
      'will|wil|gonna|going|next_time|agli_bar ..3 light|jala|jalaa|burn|aag ..1 it|me|mujhe|dunga|denge|dega|laga* & kerosene|petrol|diesel|mitti_ka_tel|tezab|tejab|acid',
      // Burnt by someone at home: "pati ne garam chimte se haath jala diya", "he burned me with a cigarette".
      `${PERSON_AT_HOME}|usne|unhone ... jala|jalaya|jalai|daag|dag ..1 diya|di|dala|dia|deta|dete|deti & garam|hot|cigarette|sigret|chimta|chimte|iron|press|aag|tel|chai|pani|rod|sariya|beedi|bidi`,
      'burned|burnt|burns|burn ..1 me|my_arm|my_hand|my_skin|my_face ..3 with|using & he|husband|they|inlaws|mother_in_law|sas|saas',
      // Her phone broken or taken; kept from her parents, the doctor or money.
      'phone|mobile|fon|sim ..2 tod|tor|toda|tora|phod|fod|chhen*|chhin*|chupa_diya|phenk* ..2 diya|dia|di|dala|diye|liya|$ & husband|pati|he|sas|saas|sasur|inlaws|sasural|devar|jeth|usne|unhone',
      // (Not "took my phone to fix the screen": taken away, broken, hidden.)
      'broke|broken|smashed|smash|threw|snatch*|hid|hides ..2 my ..1 phone|mobile|sim & husband|he|inlaws|laws|sas|saas|mother_in_law|they',
      'took|takes|taken|keeps|kept ..2 my ..1 phone|mobile|sim ..1 away|from_me & husband|he|inlaws|laws|sas|saas|mother_in_law|they',
      'mayke|maike|mayka|maika|parents|doctor|hospital|checkup ..2 nahi|nhi|na ..2 jane|jaane|milne|bat|baat ..1 dete|deta|deti|dene|diya',
      'doctor|hospital|checkup ..4 nahi|nhi ..2 le_jate|le_jata|le_jati|le_jaate|le_jaata|jane_dete|jane_deta & mujhe|mujhko|hume|pati|husband|sas|saas|sasur|sasural|inlaws',
      // (Not a refund: "hospital wale paise wapas nahi dete".)
      'paise|paisa|pese ..1 nahi|nhi ..1 dete|deta|deti & mujhe|mujhko|hume|pati|husband|sas|saas|sasur|sasural|inlaws|mayke|maike & ~refund|wapas|wapis|vapas|return|hospital|clinic|company|bank|app|booking',
      // A threat in the idiom "dekh lunga", to her or her family.
      // (Not "main tere bachche ko dekh lungi", I'll look after him: a man's or the in-laws' threat.)
      'tujhe|tere|teri|tumhe|tumhare|tujhko|tumko|tumhari ... dekh ..1 lunga|lenge|lega & husband|pati|he|bola|bole|kaha|dhamki|sas|saas|sasur|devar|jeth|usne|unhone',
      // A threat to poison her, or to kill a girl child (sex-selection at its worst).
      `${THREAT_OF_POISON} & sas|saas|pati|husband|sasur|inlaws|sasural|devar|jeth|bola|boli|bole|kaha|kehte|dhamki|beti|ladki|girl|threat*`,
      'beti|ladki|girl|daughter ..8 maar|mar|kill|zeher|zehar|poison|nikal ..2 denge|dega|dalenge|dalega|dengi|will|would',
      // A blow to the belly in pregnancy told in Hindi order ("pet pe mukka maara"): with someone who did it.
      'usne|unhone|pati|husband|sas|saas|sasur|devar|jeth|he|him|they ... pet|pait|belly|stomach|tummy|bump ..2 pe|par|on ..2 muka|mukke|mukka|lat|mara|mari|maara|maari|punch*|kick*|hit|thapad|thappad|ghusa|ghusa',
      'muka|mukka|mukke|ghusa|ghunsa ..3 pet|pait|belly|stomach|tummy',
      // Fourth pass: her throat pressed; kept from her checkups or from going out, with money kept
      // back; tied up; touched wrongly by a relative.
      `usne|unhone|pati|husband|he|saas|sasur|jeth|jethji|devar ..3 mera|meri|my ..1 gala|gardan|neck|throat ..2 daba*|dabaya|pakad*|ghont*|squeez*|press*`,
      `dont|don|not|nahi|nhi|never|wont ..1 let|allow ..2 me ..3 go|visit|see|attend ..3 checkup*|check_up|checkups|doctor|hospital|clinic|appointments|scan* & ${PERSON_AT_HOME}|laws`,
      'bahar ..2 nahi|nhi|na ..1 jane|jaane ..1 deta|dete|dega|denge & paise|paisa|money|doctor|pagal|phone|maike|mayke|parents|bolta|kehta & ~40|sawa|chilla|sardi|thand|dhoop',
      `baandh|bandh|baandhkar|bandhkar|tied|chained|zanjeer ..2 ke|kar|up|me ..2 rakhta|rakhte|rakha|keeps|kept|her & ${PERSON_AT_HOME}`,
      'galat|gandi|gande|bad ..2 tarike|tareeke|way|nazar|irade ..2 se ..1 chhua|chua|chhuta|touch*|pakda',
    ],
    unless: [
      'push*|pushes|pushed|forc*|force|forces|forced ..2 me ..1 to ..1 start|eat|walk|exercise|study|go|try|do|take|rest|sleep|drink|wear|see|join',
      'beat*|beats|beating|beaten|kill*|killing ..2 me|us|him|her ..1 at|in ..3 chess|ludo|cards|carrom|game*|games|race|cricket|badminton|tennis|pubg|monopoly|scrabble|quiz|argument*|arguments',
      'beat|beating|beaten|beats ..2 egg*|eggs|batter|cream|traffic|heat|odds|record',
      'punch ..2 line|holes|card',
      'lock|locked ..3 door|phone|screen|account|car|key|keys',
      // The baby kicking (not "he kicked my belly": that is him).
      'baby|babys|bacha|bachcha|fetus|little_one|bump ..2 kick*|kicked|kicking',
      // Figures of speech: "my mom is going to kill me", "ye wait mujhe maar dalega", and kicks in the womb.
      'my ..1 mom|mum|mummy|mumy|dad|papa|mama|sister|boss|teacher|doctor ..1 is|will|wil|gonna|going|shel|hel ..2 kill|kil ..1 me',
      'wait|waiting|intezar|tension|garmi|heat|bhook|bhukh|bhuk|suspense|boredom|padhai ..3 mujhe|me ..1 mar ..1 dalega|dalegi|dega|degi|dalenge',
      'pet|pait|womb|garbh ..1 men|mein|me|main|andar ..3 lat|kick*',
      // A baby or toddler hitting her.
      'my ..1 baby|son|daughter|toddler|beta|beti|bacha|bachcha|kid ..1 hits|hit|slaps|slaped|kicks|kicked|punches|bites ..1 me',
      // A toddler at play.
      'just|only ..1 playing|khel* & old|toddler|son|beta|kid|year|years|saal',
    ],
  },
  newborn_danger: {
    any: [
      `${NEWBORN} ..4 not|isnt|wont|refus*|stopped|stop|nahi|nhi|nai|na|unable|cant|doesnt|didnt|hasnt ..3 feed*|feeding|drink*|suck*|dudh|doodh|milk|breastfeed*|pi|pee|peeta|peeti|pita|piti`,
      `not|stopped|refus*|nahi|nhi ..2 feeding|feed|sucking|dudh|doodh|milk & ${NEWBORN}`,
      `${NEWBORN} & floppy|limp|lethargic|unresponsive|unconscious|behosh|sust|dheela|dhila|dheeli|dhili|dheele|dhile|lifeless`,
      // Chest drawing in with each breath: a sign only a baby shows.
      'pasli|pasliyan|pasliya ..3 andar ..1 ja*|dhans*|dhas*|ghus*|chal*|khinch*',
      'ribs|chest ..3 sink*|sinking|drawing_in|sucking_in|cave*|caving|pulling_in|going_in & breath*|saans',
      `${NEWBORN} & green|hara|hari|bile ..3 vomit*|ulti*`,
      `${NEWBORN} & throwing_up|threw_up|throws_up|spit*|spiting ..3 green|bile`,
      `${NEWBORN} & geela|gila|wet ..1 nappy|napy|diaper|langot ..2 nahi|nhi|not|no`,
      `${NEWBORN} & no|not_a|not_one|zero ..1 wet ..1 nappy|napy|napies|nappies|diaper|diapers`,
      'ribs|chest ..3 go|goes|going|pull|pulls|suck*|drawing|draw ..1 in|inside & breath*|breathes|breathing|saans',
      // Hindi order: "doodh nahi kheench raha" (not "doodh nahi aa raha", her own milk).
      // (Not "bottle ka doodh nahi peeta": a bottle refused, the breast taken.)
      `!ka|ki|wala|wali|ke doodh|dudh|feed|milk|breast ..3 nahi|nhi|na ..2 pi|pee|piti|pita|peeta|peeti|kheench*|khench*|khinch*|khich*|chus*|chos* & ${NEWBORN}`,
      `aankh*|ankh*|eyes ..2 upar|ulat*|roll*|palat* ..1 chadh*|chad*|ja*|ho* & ${NEWBORN}`,
      `${NEWBORN} & susu|peshab|pishab|urine|wet_napy ..3 nahi|nhi|not|na`,
      'lips|lip|tongue|hoth|honth|hont ..4 blue|blu|bluish|neela|nila|neele|neeli|nile|purple & old|olds|cries|crying|feeds|feeding|din_ka|din_ki|days_old|weeks_old|week_old|hafte_ka|hafte_ki',
      `${NEWBORN} & wont|not|cant|cannot|hard|difficult|nahi|nhi ..2 wake|waking|woke|utha|uth|jag*|respond*`,
      `${NEWBORN} & too|very|extremely|abnormally|bahut ..1 sleepy|drowsy`,
      `${NEWBORN} & having|had|have|getting|got|get|gets ..2 fit|fits`,
      `${NEWBORN} & fits|seizure*|convuls*|jerk*|jhatk*|twitch*|daura|akad*|stiff*|eyes_rolling|rolling_eyes`,
      `${NEWBORN} & breath*|breathe|saans|sans|grunt*|pasli|pasliyan|chest|ribs ..3 fast|quick|rapid|hard|difficult*|heavy|tez|phool*|struggl*|noise|sinking|pulling|drawing|going_in|andar|chal*|problem|trouble|stop*|not|nahi|nhi`,
      `${NEWBORN} & fast|difficult|hard|heavy|noisy|labored|laboured ..1 breathing`,
      `${NEWBORN} & not|stopped|nahi|nhi ..2 breathing|breathe|saans`,
      `${NEWBORN} & blue|bluish|neela|nila|neeli|nili|purple|grey|gray|kala ..3 lips|lip|tongue|face|skin|body|hoth|honth|hont|nails|pad*|hai|ho`,
      `${NEWBORN} & turning|turned|gone|went ..1 blue|neela|nila|purple|grey`,
      `${NEWBORN} & fever|bukhar|bukhaar|temperature|temp|tapman|garam|hot|burning`,
      `${NEWBORN} & cold|thanda|thandi|chilled|freezing ..3 touch|feet|hands|body|skin|lag*|chhu*|lagta|lagti|sharir|badan`,
      `${NEWBORN} & very|too|ice|feels|feel|felt|is ..1 cold|thanda|thandi`,
      `yellow|peela|pila|peeli|pili|jaundice|piliya|pilia ..4 palms|palm|soles|sole|hands|feet|talu*|talwe|talve|talwa|hatheli*|whole|legs|spread*|body|tummy`,
      'palms|soles|hatheli*|talwe|talve ..3 yellow|peela|pila|peeli|pili',
      'cord|naal|nal|nabhi|naabhi|navel|stump|umbilical|belly_button ..4 bleed*|blood|khoon|khun|pus|pas|smell*|red|swollen|ooz*|discharge|infect*|pak*|geela|wet',
      `${NEWBORN} & not|nahi|nhi|hasnt ..2 peed|urinat*|pee*|susu|wet_nappy|wet_diaper`,
      // Signs no baby in the womb could show (blue lips, grunting, not drinking, its own breathing), and Hindi.
      `${NEWBORN} & not|nahi|nhi|hasnt|no ..3 passed_urine|urine|peshab|susu|pishab`,
      `${NEWBORN} & kraah*|karah*|karaah*|grunt*`,
      `${NEWBORN} & yellow|peela|pila|peeli|pili|peele|pile|jaundice|piliya ..6 feet|legs|toes|pair|pairon|talwe|talve|soles`,
      'palms|soles|hatheli*|talwe|talve|talwa|talu* ..3 peele|pile|pila|pili',
      `${NEWBORN} & vomit*|ulti* ..3 green|hara|hari|bile|blood|khoon`,
      `${BABY} & blue|blu|bluish|neela|nila|neele|neeli|nile|purple ..3 lips|lip|hoth|honth|hont|tongue`,
      `${BABY} & lips|lip|hoth|honth|hont|tongue ..3 blue|blu|bluish|neela|nila|neele|neeli|nile|purple`,
      'naabhi|nabhi|naal|nal|cord|navel ..4 peep|peev|mavad|mawad|pus',
      `${BABY} ..3 saans|sans|breath*|breathing ..3 tez|fast|rapid|hard|difficult*|heavy|grunt*`,
      `${BABY} ..3 tez|fast|rapid ..2 saans|sans|breath*|breathing`,
      `${BABY} & not|nahi|nhi|nai|na ..2 pi|pee|piti|peeta|pita|peeti|suck*|chus*|feed*|nigal* ..1 raha|rahi|rha|rhi|$`,
      `${BABY} & grunt*|grunting|kraah*`,
      // Fourth pass: floppy like a rag doll; no wet nappy all day.
      `floppy|limp|rag_doll|lifeless & he|she|him|her|${NEWBORN}|nappy|diaper*|feed*|lift* & ~hat|ears|ear|penis|cord`,
      'no|not|zero ..1 wet|peed|pee ..1 nappy|nappies|diaper*|nappys ..4 all|since|hours|today|din|day',
    ],
    unless: [
      'how|what|when|normal|usual|is_it ..4 sleep|sleeping|sleeps ..3 hours|normal|much|long|day',
      'has|have|got|getting ..1 a|cold ..1 cold|cough|sardi|zukam|zukaam',
      'cord ..1 blood ..2 bank*|banking|storage|store|stored|collection|saving',
      'cold ..1 and|n|or ..1 cough',
      // A question about the normal temperature.
      'normal ..2 temperature|temp',
    ],
  },
  severe_bp: {
    // Readings are read by severeBloodPressure() in assess.ts; these are the words alone.
    any: [
      'bp|pressure ..3 very|too|bahut|dangerously|extremely ..1 high|badh*|zyada|jyada & headache|blur*|vision|swell*|sujan|pain|dard|chakkar|flash*|spots',
    ],
  },
  pregnancy_emergency: {
    any: [...BREATHING, ...MOVEMENTS, ...PREGNANCY_EMERGENCY],
    unless: [
      'bleed*|bleeding ..1 gums|gum|money|nose|heart',
      'gums|gum|nose ..2 bleed*',
      'implantation ..3 spotting|bleeding|bleed',
      'bottle|glass|pipe|tank|tap|geyser|phone|screen ..2 broke|broken|break|leak*',
      // A cord stump coming off, implantation spotting.
      'stump|naal|navel|cord|belly_button ..3 fell|fall*|came ..1 off|of',
      'spotting ..4 implantation',
    ],
  },
};
