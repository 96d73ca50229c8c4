import { compiled, keywordMatches } from '../keywords.ts';

/**
 * The risk lexicon: words and short patterns, by concept, that make a message NOT confidently
 * benign, whatever topic it also matches (issue 16: "a safety net that cannot miss"). It answers
 * nothing itself: a message with any of these cues that no rule or classifier places gets its
 * topic's reply (or the fallback) WITH the safety line and the two one-tap options ("Are you
 * thinking of harming yourself or your baby?" / "Is this a medical emergency?").
 *
 * So it is deliberately broad and cheap to be wrong: a cue on a harmless message costs one line
 * of helplines, never an urgent answer. It is written by concept (what a danger is made of: a
 * method, an object, a place, an act on a baby, a sign of unreality, control), not from any
 * table's sentences, in English, Hinglish and, through the transliteration (normalise.ts),
 * Devanagari. Keyword syntax: ../keywords.ts. Each concept is checked on new words in
 * chat-safety-net.test.ts; plainly benign short questions must stay free of it.
 */
export const RISK_LEXICON = {
  /** Death, ending, leaving, goodbye; arrangements "for after". */
  ending: [
    'die|died|dying|dead|death|deaths|suicid*|sucid*|unalive*|afterlife|heaven|swarg|jannat|maut|mout|marna|marne|marjau*|marun|maru',
    'goodbye|goodbyes|alvida|farewell|bye|byebye',
    'end|ending|ended ..2 it|everything|life|myself|sab',
    'khatam ..2 kar|karna|karlu|kardu|ho_jau|hojau',
    'let|letting go',
    'not|never|na|nahi|nhi|kabhi ..2 wake|waking|woke|uthun|uthu|uthna|uthungi|jagu|jagun',
    'better_off|behtar ..3 without|bina|with_god',
    'something|anything|kuch ..2 happens|happen|ho|hua ..2 to|mujhe|me|mujhko',
    'after|baad ..2 im|i_am|mere|main ..1 gone|jane|chale',
    'things|everything|affairs|papers ..2 in order',
    'insurance|lic|nominee',
    'take care of ..2 other|everyone|mothers|for_me',
    'tell ..3 her|him|them|my ..3 that|ki ..4 love|sorry|not_bad|buri|bura',
    'batana|bolna|kehna ..2 ki|ke ..4 buri|bura|pyar|love|sorry|maaf*|mafi',
    'mafi|maafi|sorry ..3 sab|everyone|all|sabse|sabko',
    'last ..1 message|goodbye|words|wish',
    'no_one|nobody|koi ..3 notice|miss|farak|fark',
    'peace|peaceful|sukoon|sukun|mukti|moksh',
    'not|no_longer|nahi ..2 there|here|around|alive|rahungi|rahegi ..2 anymore|any_more|permanently|forever',
    'permanently|hamesha_ke_liye|for_good|gone_forever',
  ],
  /** Self-injury: objects and acts (a blade to the skin, burns, a compass, marks hidden). */
  selfInjury: [
    'blade|blades|razor|compass|tongs|chimta|chimte|knife|knives|chaku|chhuri|churi|chhura|scissor*|kainchi|lighter|matchstick',
    'burn*|jala*|jal|garam ..3 myself|khud|apne|apna|haath|hand|arm|arms|skin|thigh|wrist|kalai|leg|pair',
    'cut|cuts|cutting|kaat*|scratch*|noch*|nishan|zakhm|zakham|ghav & ~nail*|nakhun|cord|naal|hair|baal|vegetable*|sabzi|fruit*',
    'sleeve|sleeves|hide|hiding|chhupa*|chupa*|dhak*',
    'hurt*|harm*|punish*|saza ..2 myself|self|khud|apne_aap|apneaap',
    'dard ..1 acha|achha|accha|good',
    'hit|hitting|bang*|mara|marti|mari ..2 myself|khud|apne|apna|head|sir|wall|deewar|diwar',
  ],
  /** Medicines and pills, counted, collected or used to make someone sleep or quiet. */
  medicines: [
    'pill|pills|tablet*|tab|tabs|goli|goliyan|goliya|golian|medicin*|meds|medication*|dawa*|dava*|dawai|davai|capsule*|syrup|benadryl|avil|phenergan|promethazine & collect*|jama|stock*|saved|saving|hoard*|chemist*|pharmac*|supply|strip|strips|patte|all|sab|sari|sare|saari|many|kitni|kitne|how_many|how_much|overdose|od|sleep|sula*|quiet|chup|long|forever|hamesha|whole',
    'stockpil*|overdose|overdosed|benadryl|phenergan|promethazine',
  ],
  /** Heights, water, traffic, ropes, poison: places and means. */
  means: [
    'roof|rooftop|terrace|chhat|chhath|balcony|window|khidki|khirki|ledge|building|manzil|bridge|flyover|cliff|height|heights|jump*|kood*|kud|kudna|kudungi',
    'lake|river|nadi|nala|kuan|kuwa|sea|samundar|samudra|ocean|talab|tank|canal|nahar|pond|ganga|yamuna|drown*|dub|dubna|doob*|dub*|bathtub',
    'truck|train|trains|bus|car|lorry|metro ..3 in_front|front|samne|saamne|under|neeche|niche|aage|crush*|kuchal*',
    'railway|track|tracks|patri|traffic|highway|steering|brak*',
    'rope|rassi|rasi|noose|fanda|phanda|ceiling|hook|hang|hanging|hanged|latak*',
    'poison*|poision|posion|zeher|zehar|jahar|zahar|vish|pesticide*|insecticide*|keetnashak|phenyl|phenol|harpic|tezab|tejab|bleach|kerosene|mitti_ka_tel|petrol|diesel|rat|chuha|chuhe|ratol|celphos|sulphas|baygon|mortein|allout|goodknight|dettol|lizol|colin|thinner',
    'acid & ~folic|reflux|amino|acidity|fatty',
    'dye|hair_colour|hair_color',
    'kala|kali ..1 mehendi|mehndi|hit',
  ],
  /** Acts on a baby, or on "him"/"her": pressing, blocking the breath, dropping, shaking, not feeding. */
  babyActs: [
    'squeez*|press|pressed|pressing|pinch*|dabaya|dabana|daba_diya|daba_du|dabai|dabaun|smother*|suffocat*',
    'drop|dropped|dropping|throw|throwing|threw|thrown|phek*|fek*|patak*|uchal*|shake|shook|shaking|hilaya|hilaa*|hilaun|jhakjhor*',
    'muh|mooh|munh|mouth|naak|nak|nose|face|chehra ..3 band|daba*|press*|cover*|block*|hand|haath|pillow|takiya|blanket|kambal',
    'stop* feeding|feed|feeds',
    'not|never|na|nahi|nhi|mat ..3 feed|feeding|pilau*|pilaun|pilana|pilaungi|khilau*',
    'starv*|bhukha|bhookha|bhukhi|bhookhi',
    'quiet|chup|silent ..4 forever|hamesha|long',
    'against ..2 wall|floor|deewar',
    'let|letting ..2 her|him|baby|it ..1 slip|fall|drop|go',
    'gira|giraya|gira_diya|gira_du|giraun|girane',
    'hurt|harm|kill*|mar|mara|mardu|mardun|mar_du|nuksan|nuksaan ..3 him|her|it|usko|isko|use|ise|uska|iska|baby|bacha|bachcha|bachche|beta|beti|son|daughter',
    'images|image|thoughts|thought|pictures|visions|khayal|khyal|vichar ..4 knife|chaku|harm|hurt|him|her|baby|bacha|usko|isko',
    'alone with ..2 baby|him|her|bacha|bachcha',
    'take ..2 her|him|baby|it ..2 away',
    'nafrat|hate|hatred ..3 baby|bacha|bachche|bachcha|him|her|son|daughter|iss*|isse|usse',
    'dawai|dawa|doodh|dudh|milk|food|khana|khane ..4 kuch|something ..2 mila*|mix*|dal*|daal*',
    'fantas*|imagine|imagining',
    'god|bhagwan ..3 send|bhej*|paas|pas',
  ],
  /** Unreality: messages, being watched, spirits, not her baby, voices, no sleep for days. */
  unreality: [
    'message|messages|signal*|sandesh|ishara|ishare ..4 me|mujhe|mujhko|for_me|to_me|sending|bhej*|meant',
    'camera*|implant*|chip|chips|microphone|bugged|tracking|tracker|spy|spying|watching|listening|following|followed|peecha|pichha',
    'god|gods|bhagwan|bhagvan|ishwar|allah|devi|devta|goddess|devil|devils|shaitan|satan|demon*|spirit*|bhoot|bhut|pret|aatma|atma|saya|jinn|chudail|jadu|jaadu|tona|tantra|possessed|curse|cursed|shraap|shrap',
    'not ..2 my|mera|meri ..1 baby|bacha|bachcha|child|real|son|daughter',
    'kiska|kiski|whose ..3 baby|bacha|bachcha|hai|is|this',
    'replaced|fake|nakli|impostor|imposter|robot|actors|duplicate',
    'voices|awaz*|awaaz*|awaj*|faces|chehre|shadow*|parchai*',
    'light|lights|roshni ..3 follow*|talk*|speak*|sending|message*|signal*|bol*',
    'chosen|mission|prophet|messiah|special_powers|shakti',
    'part of ..2 plan',
    'understand everything|samajh_gayi|samajh_aa_gaya',
    'already_dead|still_pregnant',
    'no|not|nahi|nhi|without|bina|havent|hasnt|didnt|na ..3 sleep*|slept|soyi|soya|soye|neend|nind ..4 days|din|nights|raat|raaten|raatein',
    'days|din|nights|raat|raaten ..3 without|bina|se ..3 sleep*|neend|nind|soyi|soye|soya',
    'running|ran|walked|bhag*|nikal* ..4 night|raat|2am|3am|midnight|barefoot',
  ],
  /** Violence and control at home. */
  control: [
    'choke|choked|choking|strangl*|throttl*|ghont*',
    'gala|gardan|neck|throat ..3 daba*|press*|squeez*|grab*|pakad*|ghont*|knife|chaku',
    'lock|locked|locks|band_kar*|kaid|qaid',
    'not allowed ..4 go|out|bahar|call|phone|meet|mil*|parents|maike|doctor|hospital|work|job|talk|baat',
    'jane nahi|nhi ..1 dete|deta|deti|denge',
    'phone|mobile ..3 took|taken|take|broke|broken|break|snatch*|chheen*|chhin*|tod*|toda|check*',
    'hit|hits|hitting|beat|beats|beating|beaten|slap*|thappad|punch*|mara|mari|marta|marte|marega|marenge|marpit|marpeet|pitai|pitayi|dhakka|shov*|chhua|chua|chhed*|molest*|rape*',
    'threat*|dhamki|dhamkata|dhamkati|jalane|jala_dunga|jala_dungi|jala_denge|dahej|dowry',
    'scared|dar|darr|afraid|frightened ..3 him|husband|pati|saas|sasur|home|ghar|gharwale|inlaws',
  ],
} as const satisfies Record<string, readonly string[]>;

const COMPILED = (Object.entries(RISK_LEXICON) as [RiskConcept, readonly string[]][]).flatMap(
  ([concept, patterns]) => patterns.map((p) => ({ concept, keyword: compiled(p) })),
);

export type RiskConcept = keyof typeof RISK_LEXICON;

/** The concepts of the risk lexicon these (normalised) words carry a cue of (empty when none). */
export function riskCues(words: readonly string[]): RiskConcept[] {
  const found = new Set<RiskConcept>();
  for (const { concept, keyword } of COMPILED) {
    if (!found.has(concept) && keyword && keywordMatches(keyword, words)) found.add(concept);
  }
  return [...found];
}

/**
 * The concepts that speak of harm to herself: an urgent answer without Tele-MANAS (violence, a
 * medical emergency) to a message with one of these adds the crisis line (engine.ts), so a
 * self-harm message the rules read as another danger still gets 14416.
 */
export const SELF_HARM_CONCEPTS: ReadonlySet<RiskConcept> = new Set([
  'ending',
  'selfInjury',
  'means',
  'medicines',
]);
