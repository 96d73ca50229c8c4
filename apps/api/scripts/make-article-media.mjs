#!/usr/bin/env node
/**
 * Re-makes the narrated media of the demo article library under apps/api/media/article:
 *   - audio articles: <slug>.mp3, a spoken summary (MP3, mono, 22.05 kHz, 32 kbps), 40-90 s;
 *   - video articles: <slug>.mp4, a 640x360 slideshow of key points drawn over the article's own
 *     illustration, with a narration per slide (H.264 main + AAC, faststart), 20-40 s.
 *
 * The generated files are committed, so neither the app nor CI needs these tools. To re-make:
 *   apt-get install -y ffmpeg espeak-ng fonts-dejavu-core
 *   npx tsx apps/api/scripts/make-article-media.mjs [slug ...]
 * (tsx lets this script read titles and media paths from src/seed/content/articles.ts, so the
 * narration below is the only thing kept here.) Output is checked against the limits that
 * test/articles-content.test.ts enforces.
 *
 * Narration is written for the ear: numbers are spelled out where espeak would misread them
 * ("one four four one six", "micrograms"), and "Tele MANAS" has no hyphen.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { articlesSeed } from '../src/seed/content/articles.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
const MEDIA_DIR = path.resolve(here, '../media');
const FONT_DIR = process.env.FONT_DIR ?? '/usr/share/fonts/truetype/dejavu';
const FONT = path.join(FONT_DIR, 'DejaVuSans.ttf');
const FONT_BOLD = path.join(FONT_DIR, 'DejaVuSans-Bold.ttf');

/** British English at about 150 words a minute, a little space between words, and some headroom so peaks do not clip. */
const VOICE = ['-v', 'en-gb', '-s', '150', '-g', '2', '-a', '85'];

const LIMITS = {
  audio: { minSeconds: 40, maxSeconds: 90, maxBytes: 400 * 1024 },
  video: { minSeconds: 20, maxSeconds: 40, maxBytes: 700 * 1024 },
};

/** Spoken summaries of the audio articles. */
const AUDIO = {
  'calm-breathing-for-pregnancy':
    'Welcome. This is a short breathing practice for pregnancy. You can use it at any stage, whenever worry builds up, and again in labour. ' +
    'Find a comfortable position. Sit with your back supported, or lie on your side with a pillow. Rest one hand on your chest, and the other on your bump. ' +
    'Now breathe in gently through your nose, for a count of four. One. Two. Three. Four. ' +
    'And breathe out slowly through your mouth, for a count of six, as if you are blowing on hot tea. One. Two. Three. Four. Five. Six. ' +
    'Again. In through the nose. Two. Three. Four. And out, slowly. Two. Three. Four. Five. Six. ' +
    'Let your shoulders drop. Let your jaw soften. ' +
    'If you feel light-headed, simply return to normal breathing. Practise once or twice a day, so the habit is ready when you need it. ' +
    'And if worry stays with you most days, please talk to your doctor, or to one of our counsellors.',
  'bonding-with-your-baby-before-birth':
    'From about twenty weeks of pregnancy, your baby’s ears are working. By the third trimester, your baby knows your voice, and the rhythm of your heartbeat. ' +
    'So bonding can begin long before you meet. Here are a few simple ideas. ' +
    'Talk to your baby about your day, or sing a lullaby your own mother sang to you. ' +
    'Ask your partner to join in. Babies hear deeper voices well, so a partner reading a story to the bump is a lovely habit. ' +
    'When your baby kicks, notice it together, and gently press back where your baby pushes. ' +
    'Take a few quiet minutes each day with your hands on your bump, breathing slowly. You might even write a letter to your baby about your hopes. ' +
    'And remember, not everyone feels a strong bond during pregnancy. That is normal too. Love often grows after birth, day by day, as you care for your baby.',
  'the-two-week-wait':
    'The two week wait is the time between ovulation, or an embryo transfer, and the day you can take a pregnancy test. ' +
    'For many people it is the hardest part of trying to conceive. Every twinge feels like a sign, and hope and fear take turns. ' +
    'Here are some gentle ways to get through it. ' +
    'First, wait for your test date. Testing too early often gives a false negative, and extra heartbreak. ' +
    'Second, plan your days. Fill them with work, a film, time with a friend, or a new recipe. ' +
    'Third, go easy on searching symptoms online. Early pregnancy and a coming period feel almost the same. ' +
    'Fourth, agree with your partner how and when you will test, and who you will tell. ' +
    'You can keep living normally. There is no need for bed rest, unless your doctor advises it. ' +
    'And if this cycle does not work, allow yourself to grieve. Our infertility tribe and counsellors are here for you.',
  'kindness-for-hard-days':
    'This is a short practice of kindness, for days when everything feels heavy. ' +
    'Find a quiet place to sit, and let your breath slow down. Now place a hand on your heart, and feel its warmth. ' +
    'Say to yourself, silently or aloud: This is a hard time. It is okay to name it. ' +
    'Now remind yourself: Many people feel this way. I am not alone. ' +
    'And now, offer yourself some kindness: May I be gentle with myself today. May I give myself what I need. ' +
    'If this feels strange, that is fine. Kindness towards ourselves takes practice. ' +
    'Before you finish, choose one small caring act for the next hour. A glass of water. A short walk. A message to a friend. Or simply rest. ' +
    'If you ever feel unsafe, or think about harming yourself, please call Tele MANAS on one four four one six, at any time of the day or night.',
  'remembering-your-baby':
    'This recording is for parents who have lost a baby, at any stage of pregnancy or after birth. ' +
    'Your baby was real. Your love is real. And so is your grief. There is no right way to feel, and no timetable for healing. ' +
    'Some parents find comfort in remembering their baby in small ways. ' +
    'You might give your baby a name. You might keep a memory box, with a scan picture, a hospital band, or a small toy. ' +
    'You might light a diya, or say a prayer, on special days. Some parents plant a tree. Others write a letter to their baby. ' +
    'Some parents want to talk about their baby often. Others keep their memories private. Both are fine. ' +
    'Be gentle with yourself, and with each other. Our perinatal loss tribe is a place where your baby’s memory is welcome. ' +
    'And if the pain ever feels too much to bear, please call Tele MANAS on one four four one six, at any time.',
  'you-belong-affirmations':
    'Welcome. Living in a world that does not always see you can wear down even the strongest person. ' +
    'Hiding, rejection, and everyday comments add up. This is called minority stress, and it is real. ' +
    'Take a slow breath, and listen to these affirmations. You can repeat them quietly if you like. ' +
    'I am worthy of love and respect, exactly as I am. ' +
    'My identity is valid. I do not need anyone’s permission to be myself. ' +
    'I choose when, how, and with whom I share my story. ' +
    'I am not alone. People like me are living full and joyful lives. ' +
    'I deserve care, and I can ask for it. ' +
    'Take one more slow breath, and come back to these words whenever you need them. ' +
    'Our queer support tribe and our queer affirmative counsellors are here for you. And if you ever feel unsafe, call Tele MANAS on one four four one six.',
  'the-first-weeks-as-a-new-mother':
    'The first weeks with a new baby are tiring, confusing and emotional, as well as joyful. If you are feeling all of that at once, you are not alone. ' +
    'Your body is healing. Bleeding, soreness and tiredness are normal for several weeks. ' +
    'But heavy bleeding, a fever, a painful red area on your breast, or pain and swelling in one leg, need a doctor on the same day. ' +
    'Sleep whenever you can, and let others handle visitors and housework. ' +
    'Feeding takes practice for both of you, so ask for help early if breastfeeding hurts. ' +
    'Mixed feelings are normal. Many mothers feel weepy in the first two weeks. This is the baby blues, and it passes. ' +
    'If low mood or worry last longer than two weeks, it may be postpartum depression. It is common, it is not your fault, and it is treatable. ' +
    'And if you ever feel unsafe, call Tele MANAS on one four four one six, at any time.',
  'talking-to-family-about-cancer-history':
    'Your family’s health story can help protect you, and the next generation. ' +
    'Knowing which cancers have happened in your family, and at what ages, helps doctors decide whether you need earlier screening, or a genetic test. ' +
    'Here are four questions to ask your relatives. ' +
    'One. Has anyone in the family had cancer? Which type, and where did it start? ' +
    'Two. How old were they when it was found? ' +
    'Three. Did anyone have more than one cancer? ' +
    'Four. Has anyone had a genetic test, and what did it show? ' +
    'Ask about both your mother’s side and your father’s side, and write down the answers. Some details may be unknown, and that is fine. ' +
    'If the conversation feels hard, explain that you are asking to protect the children in the family. ' +
    'Then take your notes to a genetic counsellor, who can explain what they mean.',
  'winding-down-for-sleep':
    'Welcome. Get comfortable in bed, and let the lights be low. If you are pregnant, lie on your side. ' +
    'Take a slow breath in, and a long breath out. Let us relax the body, one part at a time. ' +
    'Bring your attention to your feet. Let them grow heavy and warm. Now your legs. Let them sink into the bed. ' +
    'Soften your hips and your lower back. Let your belly rise and fall with each breath. ' +
    'Let your shoulders drop away from your ears. Relax your arms, your hands, your fingers. ' +
    'Soften your jaw. Smooth the space between your eyebrows. ' +
    'If your mind wanders to tomorrow’s tasks, that is fine. Notice the thought, and gently come back to your breath. ' +
    'Breathing in, calm. Breathing out, rest. There is nothing more to do tonight. Let sleep come in its own time.',
};

/**
 * Video slides: the first shows the article's title over its illustration; the others show a
 * heading and up to three short lines. `say` is the narration while the slide is on screen.
 */
const VIDEO = {
  'your-first-trimester': [
    { say: 'Your first trimester. What to expect in the first thirteen weeks.' },
    {
      heading: 'Common early signs',
      lines: ['Tiredness and nausea', 'Sore breasts', 'Passing urine more often'],
      say: 'Tiredness, nausea, sore breasts and passing urine more often are all common.',
    },
    {
      heading: 'Your first visit',
      lines: ['Book it early', 'Blood tests and a dating scan', 'NT scan at 11 to 14 weeks'],
      say: 'Book your first visit early, for blood tests, a dating scan, and later the N T scan.',
    },
    {
      heading: 'Healthy habits',
      lines: ['Folic acid 400 mcg every day', 'No alcohol or tobacco', 'Medicines only on advice'],
      say: 'Take four hundred micrograms of folic acid daily. Avoid alcohol, tobacco, and unprescribed medicines.',
    },
    {
      heading: 'Call your doctor if',
      lines: ['Bleeding or severe pain', 'Fever', 'You cannot keep fluids down'],
      say: 'Call your doctor for bleeding, severe pain, fever, or if you cannot keep fluids down.',
    },
  ],
  'staying-active-in-the-second-trimester': [
    { say: 'Staying active in the second trimester.' },
    {
      heading: 'Move on most days',
      lines: ['About 30 minutes a day', 'Brisk walking counts', 'You can still talk as you move'],
      say: 'Aim for about thirty minutes of activity on most days. Brisk walking counts, as long as you can still talk.',
    },
    {
      heading: 'Good choices',
      lines: ['Walking and swimming', 'Prenatal yoga with a teacher', 'Pelvic floor exercises'],
      say: 'Walking, swimming and prenatal yoga with a trained teacher are good choices. Add pelvic floor squeezes through the day.',
    },
    {
      heading: 'Stop and call if',
      lines: ['Bleeding or fluid leaking', 'Dizziness or chest pain', 'Painful tightenings'],
      say: 'Stop and call your doctor if you have bleeding, leaking fluid, dizziness, chest pain, or painful tightenings.',
    },
  ],
  'signs-of-labour': [
    { say: 'Signs of labour, and when to go to hospital.' },
    {
      heading: 'Practice contractions',
      lines: ['Irregular, usually painless', 'Ease when you rest or move'],
      say: 'Practice contractions are irregular, usually painless, and ease when you rest or change position.',
    },
    {
      heading: 'Labour is starting',
      lines: ['Regular, stronger contractions', 'A show of mucus', 'Your waters breaking'],
      say: 'In labour, contractions become regular, stronger and closer together. You may have a show, or your waters may break.',
    },
    {
      heading: 'Go to hospital',
      lines: ['Contractions about 5 minutes apart', 'Waters break, or bleeding', 'Baby moving less'],
      say: 'Go in when contractions are about five minutes apart, and straight away if your waters break, you bleed, or your baby moves less.',
    },
  ],
  'warning-signs-in-pregnancy': [
    { say: 'Warning signs in pregnancy. These should never wait for your next appointment.' },
    {
      heading: 'Get help the same day',
      lines: ['Bleeding', 'Severe tummy pain', 'Fluid leaking'],
      say: 'Get help the same day for bleeding, severe tummy pain, or fluid leaking.',
    },
    {
      heading: 'Also urgent',
      lines: ['Bad headache, blurred vision', 'Sudden swelling of face or hands', 'Fever or fits'],
      say: 'A bad headache, blurred vision, or sudden swelling can be signs of pre-eclampsia. Fever or fits are urgent too.',
    },
    {
      heading: 'Later in pregnancy',
      lines: ['Baby moving less than usual', 'Emergency: call 112 or 108'],
      say: 'Later on, call if your baby moves less than usual. In an emergency, call one one two, or one zero eight.',
    },
  ],
  'looking-after-your-mind-in-pregnancy': [
    { say: 'Looking after your mind in pregnancy.' },
    {
      heading: 'You are not alone',
      lines: ['About 1 in 5 women have', 'anxiety or depression in', 'pregnancy or after birth'],
      say: 'About one in five women have anxiety or depression during pregnancy or after birth.',
    },
    {
      heading: 'Signs to notice',
      lines: ['Low or numb most days', 'Constant worry or panic', 'For two weeks or more'],
      say: 'Notice if you feel low, numb, or constantly worried, for two weeks or more.',
    },
    {
      heading: 'What helps',
      lines: ['Rest, meals and a daily walk', 'Talk to people you trust', 'Tell your doctor'],
      say: 'Rest, regular meals, a daily walk, and talking to people you trust all help. Tell your doctor.',
    },
    {
      heading: 'Need help now?',
      lines: ['Tele-MANAS: 14416', 'Free, 24x7'],
      say: 'If you need help now, call Tele MANAS on one four four one six, day or night.',
    },
  ],
  'box-breathing-for-anxiety': [
    { say: 'Box breathing for anxiety. Follow along with me.' },
    {
      heading: 'Breathe in',
      lines: ['Through your nose', 'for a count of four'],
      say: 'Breathe in through your nose. Two. Three. Four.',
    },
    { heading: 'Hold', lines: ['Gently, for four'], say: 'Hold it gently. Two. Three. Four.' },
    {
      heading: 'Breathe out',
      lines: ['Slowly, through your mouth', 'for a count of four'],
      say: 'Breathe out slowly. Two. Three. Four.',
    },
    {
      heading: 'Hold, then repeat',
      lines: ['Four rounds, or as you like', 'Pregnant? Skip the holds'],
      say: 'Hold. Two. Three. Four. Repeat four rounds. If you are pregnant, skip the holds.',
    },
  ],
  'carrying-grief-gently': [
    { say: 'Carrying grief gently.' },
    {
      heading: 'Grief takes many forms',
      lines: ['For a person, a pregnancy,', 'or a child hoped for'],
      say: 'We can grieve a person, a pregnancy, or a child we hoped for and have not had.',
    },
    {
      heading: 'Life grows around it',
      lines: ['Grief may not shrink,', 'but life grows around it'],
      say: 'Grief may not shrink, but over time, life grows around it.',
    },
    {
      heading: 'Waves are normal',
      lines: ['A hard day is not a step back', 'Give grief a place and a time'],
      say: 'Waves are normal. A hard day is not going backwards. Give your grief a place, like a ritual or a letter.',
    },
    {
      heading: 'You are not alone',
      lines: ['Share it with someone', 'Tele-MANAS: 14416, 24x7'],
      say: 'You do not have to carry it alone. If it feels too heavy, call Tele MANAS on one four four one six.',
    },
  ],
  'how-genetic-testing-works': [
    { say: 'How a genetic test works, from sample to report.' },
    {
      heading: '1. Counselling, then a sample',
      lines: ['Choose the right test', 'A little blood or saliva'],
      say: 'First, a genetic counsellor helps you choose the right test. Then a little blood or saliva is collected.',
    },
    {
      heading: '2. In the laboratory',
      lines: ['DNA is extracted and read', 'Experts check each change'],
      say: 'In the laboratory, DNA is extracted and read, and specialists check whether any change could cause disease.',
    },
    {
      heading: '3. Your report',
      lines: ['Usually in 2 to 4 weeks', 'Positive, negative or uncertain', 'Explained in a follow-up'],
      say: 'The report takes about two to four weeks. It can be positive, negative, or uncertain, and is explained in a follow-up session.',
    },
  ],
  'mental-health-for-queer-people': [
    { say: 'Caring for your mental health as a queer person.' },
    {
      heading: 'Minority stress is real',
      lines: ['Stigma and hiding take a toll', 'Being queer is not an illness'],
      say: 'Stigma, rejection and hiding take a toll. Being queer is not an illness, but minority stress is real.',
    },
    {
      heading: 'Protect your wellbeing',
      lines: ['Find your community', 'Set boundaries', 'Celebrate yourself'],
      say: 'Find your community, set boundaries with hurtful people, and celebrate the small joys.',
    },
    {
      heading: 'Choose affirming care',
      lines: ['A counsellor who respects you', 'Tele-MANAS: 14416, 24x7'],
      say: 'Choose a counsellor who respects your identity. And if you ever feel unsafe, call Tele MANAS on one four four one six.',
    },
  ],
};

const run = (cmd, args) => execFileSync(cmd, args, { stdio: ['ignore', 'pipe', 'pipe'] }).toString();
const ffmpeg = (args) => run('ffmpeg', ['-v', 'error', '-y', ...args]);
const seconds = (file) =>
  Number(run('ffprobe', ['-v', 'error', '-show_entries', 'format=duration', '-of', 'csv=p=0', file]).trim());

function speak(text, wav) {
  run('espeak-ng', [...VOICE, '-w', wav, text]);
}

/** Greedy word wrap for drawtext, which does not wrap by itself. */
function wrap(text, width) {
  const lines = [];
  let line = '';
  for (const word of text.split(' ')) {
    if (line && `${line} ${word}`.length > width) {
      lines.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  if (line) lines.push(line);
  return lines;
}

/** Escapes a path for an ffmpeg filter option value. */
const filterPath = (p) => p.replace(/\\/g, '\\\\').replace(/:/g, '\\:').replace(/'/g, "\\'");

function drawText(file, font, size, color, x, y) {
  return `drawtext=fontfile='${filterPath(font)}':textfile='${filterPath(file)}':expansion=none:fontsize=${size}:fontcolor=${color}:line_spacing=${Math.round(size * 0.45)}:x=${x}:y=${y}`;
}

/** Draws one slide (PNG) over the article's illustration. */
function drawSlide(tmp, index, background, slide, title) {
  const filters = ['scale=640:360'];
  if (!slide.heading) {
    // Title slide: the illustration with the title on a light band along the bottom, each line
    // drawn on its own so that every line is centred.
    const lines = wrap(title, 28);
    const band = lines.length * 40 + 32;
    filters.push(`drawbox=x=0:y=${360 - band}:w=640:h=${band}:color=0xFBF5EE@0.92:t=fill`);
    lines.forEach((text, n) => {
      const file = path.join(tmp, `s${index}-title${n}.txt`);
      fs.writeFileSync(file, text);
      filters.push(drawText(file, FONT_BOLD, 29, '0x2F5F66', '(w-text_w)/2', 360 - band + 18 + n * 40));
    });
  } else {
    // Point slide: a light panel over the illustration, heading and short lines in large type.
    const heading = path.join(tmp, `s${index}-heading.txt`);
    const body = path.join(tmp, `s${index}-body.txt`);
    fs.writeFileSync(heading, wrap(slide.heading, 30).join('\n'));
    fs.writeFileSync(body, slide.lines.flatMap((l) => wrap(l, 32)).join('\n'));
    filters.push('drawbox=x=36:y=32:w=568:h=296:color=0xFBF5EE@0.93:t=fill');
    filters.push('drawbox=x=36:y=32:w=10:h=296:color=0xC9706C@1:t=fill');
    filters.push(drawText(heading, FONT_BOLD, 32, '0x2F5F66', 76, 64));
    filters.push(drawText(body, FONT, 27, '0x34495E', 76, 138));
  }
  const png = path.join(tmp, `slide${index}.png`);
  ffmpeg(['-i', background, '-vf', filters.join(','), '-frames:v', '1', png]);
  return png;
}

function makeAudio(article, tmp) {
  const wav = path.join(tmp, 'narration.wav');
  speak(AUDIO[article.slug], wav);
  const out = path.join(MEDIA_DIR, article.audio);
  ffmpeg([
    '-i',
    wav,
    '-map_metadata',
    '-1',
    '-metadata',
    `title=${article.title}`,
    '-ac',
    '1',
    '-ar',
    '22050',
    '-c:a',
    'libmp3lame',
    '-b:a',
    '32k',
    out,
  ]);
  return out;
}

function makeVideo(article, tmp) {
  const slides = VIDEO[article.slug];
  const background = path.join(MEDIA_DIR, article.image);
  const inputs = [];
  const chains = [];
  const pairs = [];
  slides.forEach((slide, i) => {
    const png = drawSlide(tmp, i, background, slide, article.title);
    const wav = path.join(tmp, `say${i}.wav`);
    speak(slide.say, wav);
    // Each slide stays up while its sentence is spoken, plus a short breath before the next.
    const hold = seconds(wav) + 0.8;
    inputs.push('-loop', '1', '-framerate', '15', '-t', hold.toFixed(2), '-i', png, '-i', wav);
    const v = 2 * i;
    chains.push(
      `[${v}:v]format=yuv420p,fade=t=in:st=0:d=0.3:c=white,fade=t=out:st=${(hold - 0.3).toFixed(2)}:d=0.3:c=white,setsar=1[v${i}]`,
      `[${v + 1}:a]aresample=44100,aformat=channel_layouts=mono[a${i}]`,
    );
    pairs.push(`[v${i}][a${i}]`);
  });
  const graph = `${chains.join(';')};${pairs.join('')}concat=n=${slides.length}:v=1:a=1[v][a]`;
  const out = path.join(MEDIA_DIR, article.video);
  ffmpeg([
    ...inputs,
    '-filter_complex',
    graph,
    '-map',
    '[v]',
    '-map',
    '[a]',
    '-map_metadata',
    '-1',
    '-metadata',
    `title=${article.title}`,
    '-c:v',
    'libx264',
    '-profile:v',
    'main',
    '-preset',
    'slow',
    '-tune',
    'stillimage',
    '-crf',
    '26',
    '-pix_fmt',
    'yuv420p',
    '-r',
    '15',
    '-c:a',
    'aac',
    '-b:a',
    '48k',
    '-ac',
    '1',
    '-movflags',
    '+faststart',
    out,
  ]);
  return out;
}

function check(kind, file) {
  const limit = LIMITS[kind];
  const secs = seconds(file);
  const bytes = fs.statSync(file).size;
  const line = `${path.basename(file).padEnd(48)} ${secs.toFixed(1).padStart(5)} s ${(bytes / 1024).toFixed(0).padStart(4)} KB`;
  if (secs < limit.minSeconds || secs > limit.maxSeconds || bytes > limit.maxBytes) {
    throw new Error(
      `${line}: outside ${limit.minSeconds}-${limit.maxSeconds} s or over ${limit.maxBytes} bytes`,
    );
  }
  console.log(line);
}

const only = new Set(process.argv.slice(2));
let made = 0;
for (const article of articlesSeed) {
  if (only.size && !only.has(article.slug)) continue;
  if (!article.audio && !article.video) continue;
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), `media-${article.slug}-`));
  try {
    if (article.audio) {
      if (!AUDIO[article.slug]) throw new Error(`no narration for audio article ${article.slug}`);
      check('audio', makeAudio(article, tmp));
    }
    if (article.video) {
      if (!VIDEO[article.slug]) throw new Error(`no slides for video article ${article.slug}`);
      check('video', makeVideo(article, tmp));
    }
    made++;
  } finally {
    fs.rmSync(tmp, { recursive: true, force: true });
  }
}
console.log(`made media for ${made} articles`);
