import type { Mood } from '@care/contracts/mood/constants';

// Coping tips shown after a check-in (spec section 2, Mood section). Written for this product:
// short, practical steps drawn from well-established self-help techniques (paced and box
// breathing, 5-4-3-2-1 grounding, behavioural activation, expressive writing, worry time,
// sleep routine, gratitude practice), in plain English for Indian patients on a phone.
// They support, and do not replace, care from a professional; every modal also links to a
// therapist, and the sad, anxious and angry ones give the helplines (Tele-MANAS on both its
// numbers, and 112).

export interface MoodTip {
  title: string;
  body: string;
}

export interface MoodTips {
  /** Heading of the modal. */
  title: string;
  intro: string;
  tips: MoodTip[];
  /** Whether the modal offers the helplines (sad, anxious and angry). */
  helpline: boolean;
}

export const MOOD_TIPS: Record<Mood, MoodTips> = {
  angry: {
    title: 'Feeling angry',
    intro:
      'Anger is a normal feeling, and it often tells you something matters. These steps help the first wave pass before you decide what to do.',
    tips: [
      {
        title: 'Pause before you respond',
        body: 'Step away for a few minutes if you can and drink a glass of water. Strong feelings usually ease within 10 to 20 minutes, and a calmer reply is easier to stand by.',
      },
      {
        title: 'Slow your breathing',
        body: 'Breathe in through your nose for 4 counts and out through your mouth for 6 counts, for about two minutes. A longer out-breath helps your body settle.',
      },
      {
        title: 'Move the energy out',
        body: 'A brisk 10-minute walk, climbing a few flights of stairs or stretching uses up the tension anger brings.',
      },
      {
        title: 'Name what is underneath',
        body: 'Write down what happened and what you needed in that moment: to be heard, rest, respect or help. It makes a calm conversation easier later.',
      },
      {
        title: 'Get support if it keeps happening',
        body: 'If anger often feels out of control, or you worry you might hurt yourself or someone else, a counsellor can help you find what works for you.',
      },
    ],
    helpline: true,
  },
  sad: {
    title: 'Feeling sad',
    intro: 'It is okay to feel low. You do not have to fix everything today; small, gentle steps count.',
    tips: [
      {
        title: 'Reach out to someone you trust',
        body: 'Call or message a friend, sister, parent or partner, even just to say you are having a hard day. Being heard helps.',
      },
      {
        title: 'Do one small thing you used to enjoy',
        body: 'Play a song you love, sit in the sunlight for a few minutes or take a short walk. Small activities often lift mood a little, even before you feel like doing them.',
      },
      {
        title: 'Look after the basics',
        body: 'Regular meals, enough water and going to bed at the same time each night make heavy feelings easier to carry.',
      },
      {
        title: 'Write it down',
        body: 'Spend 10 minutes writing about what is on your mind. Putting thoughts on paper can make them feel more manageable.',
      },
      {
        title: 'Talk to a professional if it lasts',
        body: 'If you feel low most days for two weeks or more, or lose interest in things you enjoyed, please speak to a therapist or doctor. Low mood during and after pregnancy is common and treatable.',
      },
    ],
    helpline: true,
  },
  anxious: {
    title: 'Feeling anxious',
    intro:
      'Anxiety can make your heart race and your thoughts rush. These steps help your body and mind slow down.',
    tips: [
      {
        title: 'Try box breathing',
        body: 'Breathe in for 4 counts, hold for 4, breathe out for 4 and hold for 4. Repeat four times, or until you feel steadier.',
      },
      {
        title: 'Ground yourself with 5-4-3-2-1',
        body: 'Notice 5 things you can see, 4 you can touch, 3 you can hear, 2 you can smell and 1 you can taste. It brings your attention back to the present moment.',
      },
      {
        title: 'Give your worries a time',
        body: 'Write down what worries you and one small step you can take. Keep 15 minutes later in the day as "worry time" instead of carrying it all day.',
      },
      {
        title: 'Go easy on tea and coffee',
        body: 'Caffeine can make a racing heart and restlessness worse. Try water, buttermilk or a caffeine-free drink instead.',
      },
      {
        title: 'Share how you feel',
        body: 'Tell someone you trust. If anxiety stops you from sleeping, eating or managing your day, a therapist can help you feel more in control.',
      },
    ],
    helpline: true,
  },
  neutral: {
    title: 'Feeling okay',
    intro: 'A calm, steady day is a good moment to look after yourself before you need to.',
    tips: [
      {
        title: 'Check in with your body',
        body: 'Relax your shoulders, unclench your jaw and take three slow breaths.',
      },
      {
        title: 'Move a little',
        body: 'A 10 to 15 minute walk, some gentle yoga or stretching supports both mood and sleep.',
      },
      {
        title: 'Connect with someone',
        body: 'Call someone you have not spoken to in a while. Small moments of connection build resilience for harder days.',
      },
      {
        title: 'Keep a steady sleep routine',
        body: 'Go to bed and wake up at about the same time, and put your phone away 30 minutes before sleep.',
      },
    ],
    helpline: false,
  },
  happy: {
    title: 'Feeling happy',
    intro: 'Lovely to hear! Noticing good moments helps them stay with you longer.',
    tips: [
      {
        title: 'Savour it',
        body: 'Take a moment to notice what is going well and what helped you feel this way.',
      },
      {
        title: 'Note three good things',
        body: 'Write down three things that went well today. Doing this regularly is linked with better wellbeing.',
      },
      {
        title: 'Share the feeling',
        body: 'Tell someone your good news, or thank someone who helped you. Sharing good moments strengthens relationships.',
      },
      {
        title: 'Keep what works',
        body: 'Whatever helped today, such as a walk, good sleep or time with family, try to make room for it again this week.',
      },
    ],
    helpline: false,
  },
};
