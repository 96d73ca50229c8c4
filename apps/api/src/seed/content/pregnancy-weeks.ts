import type { SeedPregnancyWeek } from './content-types.ts';

/** How every line that sends her for help ends: the numbers that get her there. */
export const HELP_NUMBERS =
  'Call 108 for an ambulance, 102 for the free mother-and-baby ambulance, or 112 in any emergency.';
const withHelp = (line: string) => `${line} ${HELP_NUMBERS}`;

/**
 * Week-by-week pregnancy content (weeks 1-40), counted as gestational age from the first day of
 * the last menstrual period: weeks 1-2 come before conception, fertilisation and implantation
 * happen around week 3, and a test can turn positive around week 4.
 *
 * Sizes follow the commonly used fetal growth table: crown-rump length up to week 19 and
 * crown-to-heel length from week 20 (hence the jump between weeks 19 and 20). Before week 8 the
 * embryo weighs under a gram; the table gives no weight there, so weightG is 0 and the text says
 * "less than a gram". Weeks 1-3 have nothing to measure, so both values are 0.
 *
 * Medical practice follows Indian antenatal care (MCP card, Td vaccine, NT scan at 11+0 to 13+6
 * weeks, anomaly scan at 18 to 22 weeks, the MoHFW 2018 / DIPSI glucose test: 75 g, non-fasting,
 * 2-hour value, at the first antenatal visit and again at 24 to 28 weeks, PCPNDT Act). The same
 * windows, the movements advice (know the usual pattern; a change means hospital the same day; no
 * kick count), anti-D and the warning signs are written the same way in the articles and the
 * assistant's answers. Every line that sends her for urgent help gives 108 (ambulance), 102 (the
 * free mother-and-baby ambulance) and 112 (any emergency), mostly through withHelp.
 * No medicine dose is given except
 * the standard 400 mcg of folic acid; everything else is "as your doctor advises".
 * Baby highlights may hold {{patient_name}}, replaced with the patient's full name when shown.
 */
export const pregnancyWeeksSeed: SeedPregnancyWeek[] = [
  {
    week: 1,
    size: 'not yet conceived',
    heightCm: 0,
    weightG: 0,
    sizeImage: 'pregnancy-data/week-01.svg',
    descriptionForBaby:
      'There is no baby yet. Doctors count pregnancy from the first day of your last period, so week 1 is your period itself. Inside your ovaries, a few eggs are starting to ripen for the month ahead.',
    descriptionForMom:
      'Your period marks the start of a new cycle, as your body sheds last month’s uterine lining. This is a good time to prepare your body for pregnancy. Small, steady habits now support your baby’s earliest development, which happens before most women know they are pregnant.',
    baby: {
      highlights: [
        'Pregnancy weeks are counted from the first day of your last period, about two weeks before conception.',
        'Hormones from your brain are signalling your ovaries to prepare several eggs.',
        'Usually only one egg will fully ripen and be released this cycle.',
      ],
      precautions: [
        'Stop smoking and drinking alcohol if you are trying to conceive; both can harm a baby from the very first weeks.',
        'Check with your doctor before taking any medicine, including over-the-counter and herbal remedies.',
      ],
      recommendations: [
        'Start folic acid, 400 mcg a day, at least one month before you try to conceive; it helps prevent defects of the brain and spine.',
        'Eat a varied diet with green leafy vegetables, dals, fruit, milk or curd, and whole grains.',
      ],
    },
    mom: {
      highlights: [
        'A period usually lasts three to seven days.',
        'Cramps, tiredness or low mood around your period are common.',
        'Your due date will later be worked out from the first day of this period, so note the date.',
      ],
      precautions: [
        'Very heavy bleeding, such as soaking a pad every hour, or severe pain needs a doctor’s check.',
        'If you have diabetes, thyroid disease, high blood pressure or epilepsy, see your doctor before trying to conceive, as your treatment may need to change.',
      ],
      recommendations: [
        'Book a pre-pregnancy check-up; your doctor may test your haemoglobin, blood sugar and thyroid and advise any vaccines you need first.',
        'Aim for a healthy weight and regular activity, such as a brisk 30-minute walk on most days.',
      ],
    },
  },
  {
    week: 2,
    size: 'not yet conceived',
    heightCm: 0,
    weightG: 0,
    sizeImage: 'pregnancy-data/week-02.svg',
    descriptionForBaby:
      'There is still no baby this week. One egg is maturing inside a small fluid-filled sac, called a follicle, in your ovary. Around the end of this week in a 28-day cycle, the follicle bursts and releases the egg: this is ovulation.',
    descriptionForMom:
      'The lining of your uterus is thickening again, ready to receive a fertilised egg. Around ovulation you may notice clear, slippery, stretchy discharge, a sign that you are at your most fertile. If your cycle is longer or shorter than 28 days, ovulation comes later or earlier.',
    baby: {
      highlights: [
        'An egg can be fertilised for only about 12 to 24 hours after it is released.',
        'Sperm can survive for up to five days, so the fertile window starts a few days before ovulation.',
        'Half of your baby’s genes will come from the egg and half from the sperm.',
      ],
      precautions: [
        'In the second half of your cycle, avoid X-rays and new medicines unless the doctor knows you may be pregnant.',
        'Keep away from pesticides, solvents and old lead-based paint at home or at work.',
      ],
      recommendations: [
        'Keep taking folic acid every day; your baby’s spine begins to form before a period is even missed.',
        'Use iodised salt in your cooking; iodine supports your baby’s brain development.',
      ],
    },
    mom: {
      highlights: [
        'Ovulation usually happens about 14 days before your next period, which is not always day 14 of your cycle.',
        'Some women feel a brief one-sided twinge in the lower abdomen when they ovulate.',
        'Your body temperature rises slightly after ovulation and stays up until your next period.',
      ],
      precautions: [
        'Do not worry if you do not conceive in the first few months; most healthy couples take up to a year.',
        'See a doctor if you are under 35 and have been trying for a year, or 35 or older and trying for six months.',
      ],
      recommendations: [
        'Use the ovulation calculator under Tools to see your likely fertile days.',
        'Having sex every two to three days through the cycle gives a good chance of pregnancy without the stress of exact timing.',
      ],
    },
  },
  {
    week: 3,
    size: 'a tiny ball of cells',
    heightCm: 0,
    weightG: 0,
    sizeImage: 'pregnancy-data/week-03.svg',
    descriptionForBaby:
      'If an egg met a sperm in the fallopian tube, a single cell has formed that carries everything that makes your baby unique. It divides again and again as it travels to your uterus over about five days. By the end of this week this tiny ball of cells, too small to see, begins to settle into the lining of your uterus.',
    descriptionForMom:
      'You will not feel pregnant yet, and a pregnancy test is still too early to show anything. Some women notice light spotting when the ball of cells settles in, which is normal. Until your period arrives or a test confirms the news, live as though you might be pregnant.',
    baby: {
      highlights: [
        'Your baby’s sex and many traits, such as eye colour, are set at the moment of fertilisation.',
        'The ball of cells, called a blastocyst, has an inner group that will become the baby and an outer layer that will become the placenta.',
        'Implantation in the lining of the uterus usually begins six to ten days after fertilisation.',
      ],
      precautions: [
        'Avoid saunas, very hot baths and anything that keeps your body temperature high for long.',
        'Do not drink alcohol at all; there is no known safe amount in pregnancy.',
      ],
      recommendations: [
        'Eat some protein at every meal, such as dal, eggs, paneer, curd, fish, chicken or sprouts.',
        'Continue folic acid even before a test is positive; starting early only helps.',
      ],
    },
    mom: {
      highlights: [
        'Implantation spotting is light, pink or brown, and lasts only a day or two.',
        'Mild cramping around this time is common.',
        'Once implantation begins, your body starts making hCG, the hormone a pregnancy test detects.',
      ],
      precautions: [
        'If you take medicine for a long-term illness, do not stop it suddenly; ask your doctor what is safe.',
        'Keep tea and coffee to about two cups a day, as a lot of caffeine is linked with miscarriage.',
      ],
      recommendations: [
        'Rest well and keep stress low; gentle walks, prayer, music or time with loved ones can all help.',
        'Wait until the day your period is due before testing, for a more reliable result.',
      ],
    },
  },
  {
    week: 4,
    size: 'a poppy seed',
    heightCm: 0.1,
    weightG: 0,
    sizeImage: 'pregnancy-data/week-04.svg',
    descriptionForBaby:
      'Your baby is now an embryo, about 1 mm long, nestled in the lining of your uterus. Its cells are arranging into layers that will form every organ. The amniotic sac and the yolk sac, which feeds the embryo until the placenta takes over, are forming.',
    descriptionForMom:
      'Your period is due around now, and a home pregnancy test may turn positive. The hormone hCG is rising fast, and you may already feel tired or have sore breasts. If your test is positive, see a doctor to confirm the pregnancy and start antenatal care.',
    baby: {
      highlights: [
        '{{patient_name}}, your baby is tiny, but the cells that will become the brain, heart and spine are already organising.',
        'Early placenta cells are burrowing into your uterus to connect with your blood supply.',
        'The embryo gets its first nourishment from the yolk sac.',
      ],
      precautions: [
        'Avoid raw or undercooked meat and eggs to prevent infections that can harm your baby.',
        'Do not take painkillers, antibiotics or herbal remedies without your doctor’s advice.',
      ],
      recommendations: [
        'Tell your doctor about every medicine you take so they can check it is safe in pregnancy.',
        'If you have not started folic acid yet, start today; it still helps.',
      ],
    },
    mom: {
      highlights: [
        'A home test is most reliable from the first day of a missed period, using the first urine of the morning.',
        'Breast tenderness, tiredness and passing urine more often can start this early.',
        'A faint line on a test usually still means pregnant; if unsure, test again in two or three days.',
      ],
      precautions: [
        withHelp('Heavy bleeding or severe pain in your abdomen needs a hospital check at once.'),
        'If you have had a miscarriage or an ectopic pregnancy before, tell your doctor early so they can check you sooner.',
      ],
      recommendations: [
        'Register your pregnancy early with your doctor or nearest health centre; you may be given a Mother and Child Protection (MCP) card to record your care.',
        'Note the first day of your last period; your doctor will use it to work out your due date.',
      ],
    },
  },
  {
    week: 5,
    size: 'a sesame seed',
    heightCm: 0.2,
    weightG: 0,
    sizeImage: 'pregnancy-data/week-05.svg',
    descriptionForBaby:
      'Your baby is about 2 mm long and weighs less than a gram. The neural tube, which becomes the brain and spinal cord, is forming along the back. A simple tube that will become the heart is taking shape and will soon begin to beat.',
    descriptionForMom:
      'Your period has not come, and early pregnancy signs may be getting stronger. Rising hormones can make you tired, queasy and emotional. It is normal to feel excited, worried, or both at once.',
    baby: {
      highlights: [
        'The three layers of cells that form all of your baby’s organs are now in place.',
        'The heart tube is forming and starts its first beats around this time.',
        'Tiny blood vessels are beginning to form to carry nourishment.',
      ],
      precautions: [
        'If you get a fever, call your doctor; a high temperature in early pregnancy needs prompt treatment.',
        'Stay away from people with chickenpox, measles or rubella, and tell your doctor if you have been near someone who has it.',
      ],
      recommendations: [
        'Folic acid matters most now, while the neural tube is closing, so take it every day.',
        'Wash fruit and vegetables well and eat freshly cooked food.',
      ],
    },
    mom: {
      highlights: [
        'Nausea often starts around weeks 5 to 6 and can happen at any time of day.',
        'You may notice a metallic taste or a stronger sense of smell.',
        'Your breasts may feel fuller, and the skin around your nipples may darken.',
      ],
      precautions: [
        withHelp(
          'Sharp pain on one side of the lower abdomen, pain in the shoulder tip, fainting or bleeding can signal an ectopic pregnancy; go to a hospital at once.',
        ),
        'Do not take any medicine for nausea unless your doctor prescribes it.',
      ],
      recommendations: [
        'Eat small meals every two to three hours; an empty stomach often makes nausea worse.',
        'A few dry crackers, toast or khakhra before getting out of bed can settle morning queasiness.',
      ],
    },
  },
  {
    week: 6,
    size: 'a lentil (masoor dal)',
    heightCm: 0.5,
    weightG: 0,
    sizeImage: 'pregnancy-data/week-06.svg',
    descriptionForBaby:
      'Your baby is about 5 mm long, the size of a grain of masoor dal, and curled in a C shape. The heart is beating, and an early ultrasound may show it as a flicker. Small buds that will grow into arms and legs are appearing.',
    descriptionForMom:
      'Many women feel their first real pregnancy symptoms now. Nausea, tiredness and passing urine often are common and usually ease in the second trimester. Your doctor may suggest a first ultrasound between 6 and 9 weeks to confirm the pregnancy and its dates.',
    baby: {
      highlights: [
        '{{patient_name}}, your baby’s heart is beating, faster than your own.',
        'The neural tube along your baby’s back is closing.',
        'Small dimples on the sides of the head will become ears, and dark spots mark where the eyes will be.',
        'Arm and leg buds are sprouting.',
      ],
      precautions: [
        'Avoid large fish that are high in mercury, such as shark and swordfish.',
        'Do not clean cat litter or handle garden soil without gloves, to avoid an infection called toxoplasmosis.',
      ],
      recommendations: [
        'If you eat fish, choose smaller fish such as sardines (mathi) or rohu a couple of times a week for protein and healthy fats.',
        'If you are vegetarian, pair dal with rice or roti, and add milk, curd or paneer for complete protein.',
      ],
    },
    mom: {
      highlights: [
        'Feeling tired is normal; your body is working hard to build the placenta.',
        'You pass urine more often because of hormones and more blood flowing through your kidneys.',
        'Mood changes are common in early pregnancy, and they are not a sign of weakness.',
      ],
      precautions: [
        'If you vomit many times a day, cannot keep fluids down or feel dizzy, see a doctor; severe vomiting needs treatment.',
        'Spotting can be harmless, but tell your doctor about any bleeding.',
      ],
      recommendations: [
        'Sip water, coconut water or nimbu pani through the day to stay hydrated.',
        'Ginger in tea or food helps nausea for some women.',
        'Rest when you can; short naps during the day are fine.',
      ],
    },
  },
  {
    week: 7,
    size: 'a green pea',
    heightCm: 1,
    weightG: 0,
    sizeImage: 'pregnancy-data/week-07.svg',
    descriptionForBaby:
      'Your baby is about 1 cm long and still weighs less than a gram. The brain is growing quickly, so the head looks large compared with the body. Flat paddles at the ends of the arm buds will become hands.',
    descriptionForMom:
      'Your uterus has begun to grow, though nothing shows yet. Nausea and food aversions may be at their strongest, and some women make extra saliva. Feelings can swing from joy to worry within a day; this is common, and talking about it helps.',
    baby: {
      highlights: [
        'New brain cells are forming at a remarkable rate.',
        'The kidneys are beginning to form.',
        'The umbilical cord now links your baby to the growing placenta.',
        'The lenses of the eyes, the nostrils and the mouth are starting to form.',
      ],
      precautions: [
        'Avoid unwashed salads and cut fruit from street stalls, which can carry infections.',
        'Keep away from tobacco smoke and smoky kitchens; good ventilation while cooking helps.',
      ],
      recommendations: [
        'Include vitamin C foods such as amla, guava, oranges and tomatoes, which help your body absorb iron.',
        'Eat green leafy vegetables such as palak, methi and drumstick leaves for folate and iron.',
      ],
    },
    mom: {
      highlights: [
        'Food aversions come from pregnancy hormones; eat what you can manage for now.',
        'Extra saliva and heartburn can appear in early pregnancy.',
        'Your blood volume has begun to rise, which can make you feel warm or light-headed.',
      ],
      precautions: [
        'If you feel low, anxious or tearful on most days for more than two weeks, tell your doctor; anxiety and depression in pregnancy are common and treatable.',
        'Do not go without food for long hours; if you keep religious fasts, ask your doctor how to do so safely.',
      ],
      recommendations: [
        'Share how you feel with your partner or someone close; you do not have to carry worries alone.',
        'A gentle walk can lift both your energy and your mood if you feel up to it.',
      ],
    },
  },
  {
    week: 8,
    size: 'a kidney bean (rajma)',
    heightCm: 1.6,
    weightG: 1,
    sizeImage: 'pregnancy-data/week-08.svg',
    descriptionForBaby:
      'Your baby is about 1.6 cm long and weighs about a gram. Fingers and toes are beginning to form, still joined by webbing. Your baby has started to make small movements, though you will not feel them for many weeks.',
    descriptionForMom:
      'Your uterus has grown to about the size of an orange, and bloating may make your clothes feel tight. Your first antenatal visit usually includes a check-up, blood and urine tests, and your first glucose test for diabetes: you drink 75 g of glucose, without needing to fast, and blood is taken two hours later. Bring any questions you have; this is the start of your care plan.',
    baby: {
      highlights: [
        'The upper lip, the tip of the nose and the eyelids are forming.',
        'Your baby’s heart is beating about 150 to 170 times a minute.',
        'Nerve cells are branching out to connect with each other.',
        'Tiny movements of the body and limbs have begun.',
      ],
      precautions: [
        'Tell every doctor, dentist and laboratory that you are pregnant before any X-ray or medicine.',
        'Many doctors advise avoiding raw or semi-ripe papaya, because its latex may trigger contractions; ripe papaya in moderation is generally considered fine.',
      ],
      recommendations: [
        'Keep all your first-trimester appointments; early tests pick up problems that can be treated.',
        'Fill your plate with colours: green, orange, yellow and red vegetables each bring different vitamins.',
      ],
    },
    mom: {
      highlights: [
        'Bloating and constipation are common because hormones slow down digestion.',
        'First-visit tests usually check your blood group and Rh type, haemoglobin, thyroid, HIV, hepatitis B and syphilis, and your urine, and include the first glucose test for diabetes; if you are Rh negative, your blood is also tested for Rh antibodies.',
        'The veins on your breasts and belly may look more visible as your blood volume rises.',
      ],
      precautions: [
        'Burning when you pass urine, or fever with back pain, may mean a urine infection; see your doctor promptly.',
        'Avoid standing for long periods in the heat; rest in the shade and sit down if you feel faint.',
      ],
      recommendations: [
        'Ask your doctor about a thalassaemia carrier test; thalassaemia is common in India, and knowing your status helps plan your baby’s care. The usual test, HPLC, finds beta thalassaemia but not alpha thalassaemia, which needs a DNA test.',
        'Eat fibre-rich foods such as whole grains, vegetables, fruit and soaked raisins or figs, and drink plenty of water, to ease constipation.',
      ],
    },
  },
  {
    week: 9,
    size: 'a grape',
    heightCm: 2.3,
    weightG: 2,
    sizeImage: 'pregnancy-data/week-09.svg',
    descriptionForBaby:
      'Your baby is about 2.3 cm long and weighs about 2 grams. The small tail of the early embryo has almost gone, and the face looks more human. Muscles are developing, and the arms can now bend at the elbows.',
    descriptionForMom:
      'Pregnancy hormones are high, so nausea, tiredness and mood swings may continue. Your waist may begin to thicken. Many women feel anxious in these early weeks; kind words from your doctor and loved ones can make a real difference.',
    baby: {
      highlights: [
        'Eyelids are forming, and they will soon close over the eyes until about week 26.',
        'Tiny toes are forming on the feet.',
        'The heart has divided into four chambers, and its valves are developing.',
        '{{patient_name}}, your baby’s outer ears are taking shape on the sides of the head.',
      ],
      precautions: [
        'Avoid skin creams that contain retinoids, a form of vitamin A, which can harm a developing baby; check labels or ask your doctor.',
        'Avoid liver and high-dose vitamin A supplements, as too much vitamin A can cause birth defects.',
      ],
      recommendations: [
        'Include omega-3 sources such as walnuts, flaxseed (alsi) or fish for your baby’s developing brain.',
        'Keep a list of questions for your next antenatal visit; no question is too small.',
      ],
    },
    mom: {
      highlights: [
        'The pregnancy hormone hCG peaks around weeks 9 to 11, which is why nausea may be worst now.',
        'Headaches and dizziness can happen as your blood vessels relax.',
        'You may have more vaginal discharge; thin, white and mild-smelling discharge is normal.',
      ],
      precautions: [
        'Do not take any painkiller for a headache without checking with your doctor.',
        'Get up slowly from lying or sitting to avoid dizziness and falls.',
      ],
      recommendations: [
        'Wear a comfortable, supportive bra as your breasts grow.',
        'If headaches trouble you, rest in a cool, airy room and drink enough water.',
      ],
    },
  },
  {
    week: 10,
    size: 'an amla (Indian gooseberry)',
    heightCm: 3.1,
    weightG: 4,
    sizeImage: 'pregnancy-data/week-10.svg',
    descriptionForBaby:
      'Your baby is about 3 cm long and weighs about 4 grams. This week the embryo becomes a fetus: the main organs have formed and will now grow and mature. Fingers and toes have separated, and tooth buds are forming under the gums.',
    descriptionForMom:
      'You are nearing the end of the first trimester. Your uterus is about the size of a large orange, and you may want looser clothes. Ask your doctor about first-trimester screening, which is done from 11+0 to 13+6 weeks (11 weeks 0 days to 13 weeks 6 days).',
    baby: {
      highlights: [
        'Vital organs such as the brain, liver, kidneys and intestines are in place and starting to work.',
        'Tiny nails are beginning to form on the fingers and toes.',
        'Bones are starting to harden from soft cartilage.',
      ],
      precautions: [
        'Avoid paan, gutkha and all tobacco, including chewing tobacco; they slow your baby’s growth.',
        'Keep cooked food covered and refrigerated, and reheat leftovers until steaming hot.',
      ],
      recommendations: [
        'Ask your doctor about first-trimester screening: the NT scan with a double marker blood test, which estimates the chance of conditions such as Down syndrome.',
        'Genetic counselling can help you understand the screening options and what the results would mean for you.',
      ],
    },
    mom: {
      highlights: [
        'Your waist may start to thicken, though a bump usually shows later in a first pregnancy.',
        'The tiredness of the first trimester often begins to lift over the next few weeks.',
        'Your heart is pumping more blood each minute than before pregnancy.',
      ],
      precautions: [
        'Book the NT scan in time; it can only be done from 11+0 to 13+6 weeks.',
        'Bend your knees and keep your back straight when you pick things up; avoid sudden heavy lifting.',
      ],
      recommendations: [
        'Keep your MCP card or pregnancy file with all your reports, and bring it to every visit.',
        'Try to sleep seven to nine hours a night; going to bed a little earlier helps.',
      ],
    },
  },
  {
    week: 11,
    size: 'a fig (anjeer)',
    heightCm: 4.1,
    weightG: 7,
    sizeImage: 'pregnancy-data/week-11.svg',
    descriptionForBaby:
      'Your baby is about 4 cm long and weighs about 7 grams. The head is still about half the length of the body, but the body is starting to catch up. The hands can open and close, and the diaphragm, the muscle used for breathing, is forming.',
    descriptionForMom:
      'For some women nausea starts to ease around now, though for others it lasts a few more weeks. The window for the NT scan, 11+0 to 13+6 weeks, opens as this week ends. You may notice skin changes, such as darker patches or acne, caused by hormones.',
    baby: {
      highlights: [
        'Hair follicles are forming on your baby’s scalp.',
        'Blood vessels in the placenta are growing to carry more nourishment to your baby.',
        '{{patient_name}}, your baby may make hiccup-like movements that show on a scan, though you cannot feel them.',
      ],
      precautions: [
        'Eat sprouts lightly cooked rather than raw, as raw sprouts can carry harmful bacteria.',
        'Avoid traditional or herbal mixtures your doctor has not prescribed; some contain heavy metals or steroids.',
      ],
      recommendations: [
        'At the NT scan, a small fluid space at the back of your baby’s neck is measured; with your blood test, this gives a risk estimate.',
        'Build each meal from a grain, a dal or other protein, vegetables, and some curd or milk.',
      ],
    },
    mom: {
      highlights: [
        'Hormones can darken the skin on your face, around your nipples or along your belly.',
        'For most women, nausea settles between weeks 12 and 14.',
        'You may feel hungrier as your appetite returns.',
      ],
      precautions: [
        'Take your dating scan report to the NT scan; accurate dates matter for the risk calculation.',
        'Avoid bleaching creams and harsh treatments for pigmentation; it usually fades after the birth.',
      ],
      recommendations: [
        'Use sunscreen and cover up in strong sun to limit skin darkening.',
        'If your doctor agrees, stay active with 20 to 30 minutes of walking or pregnancy yoga on most days.',
      ],
    },
  },
  {
    week: 12,
    size: 'a chikoo (sapota)',
    heightCm: 5.4,
    weightG: 14,
    sizeImage: 'pregnancy-data/week-12.svg',
    descriptionForBaby:
      'Your baby is about 5.4 cm long and weighs about 14 grams. Reflexes are developing: fingers curl, toes flex and the mouth makes sucking movements. The kidneys have started making urine, which becomes part of the amniotic fluid.',
    descriptionForMom:
      'The end of the first trimester is close, and many women start to feel more like themselves. The chance of miscarriage falls a great deal after this week. Your doctor may now be able to feel the top of your uterus just above your pubic bone.',
    baby: {
      highlights: [
        'The intestines, which grew partly inside the umbilical cord, are moving into the abdomen.',
        'Your baby’s thyroid gland and pancreas have begun to work.',
        'Your baby’s face has a more familiar profile, with a chin and a small nose.',
      ],
      precautions: [
        'Avoid cough and cold syrups unless your doctor prescribes them; many contain ingredients not advised in pregnancy.',
        'Wash your hands after touching pets or other animals, and keep pets’ vaccinations up to date.',
      ],
      recommendations: [
        'If a screening result shows a higher chance of a condition, ask for genetic counselling; screening is not a diagnosis, and further tests can give a clear answer.',
        'Talk or sing to your baby; it is a lovely habit to start, even before your baby can hear you.',
      ],
    },
    mom: {
      highlights: [
        'Headaches, if you have had them, often ease as hormone levels settle.',
        'Your breasts may feel less tender than a few weeks ago.',
        'Many couples choose this time to share their news with family.',
      ],
      precautions: [
        withHelp(
          'Bleeding, severe cramps or passing clots at any stage of pregnancy need urgent medical attention.',
        ),
        'If you had high blood pressure or pre-eclampsia in an earlier pregnancy, tell your doctor; they may start medicine from around now to lower the risk.',
      ],
      recommendations: [
        'Ask your doctor about the Td (tetanus-diphtheria) vaccine; it is usually given as two doses a month apart, or as one booster if you were vaccinated in a recent pregnancy.',
        'Start pelvic floor exercises: squeeze the muscles you use to stop passing urine, hold for a few seconds, relax, and repeat ten times, a few times a day.',
      ],
    },
  },
  {
    week: 13,
    size: 'a pea pod',
    heightCm: 7.4,
    weightG: 23,
    sizeImage: 'pregnancy-data/week-13.svg',
    descriptionForBaby:
      'Your baby is about 7.4 cm long and weighs about 23 grams. Fingerprints are beginning to form on the fingertips. The vocal cords are developing, and the bones in the arms and legs are getting harder.',
    descriptionForMom:
      'This is the last week of the first trimester. Nausea and tiredness are easing for many women. You may notice a small bump, and your appetite may grow.',
    baby: {
      highlights: [
        'Your baby’s body is now growing faster than the head.',
        'Your baby may bring a thumb close to the mouth.',
        'The placenta now makes most of the hormones that support your pregnancy.',
      ],
      precautions: [
        'Wash your hands before eating and after using the toilet, especially in the monsoon, when water-borne infections spread.',
        'Drink only boiled or filtered water; hepatitis E from unsafe water is especially dangerous in pregnancy.',
      ],
      recommendations: [
        'Keep taking folic acid until your doctor moves you on to iron and folic acid tablets.',
        'Snack on a handful of roasted chana, peanuts or nuts for extra protein.',
      ],
    },
    mom: {
      highlights: [
        'Many women find the second trimester the most comfortable stretch of pregnancy.',
        'You may feel hopeful, or still uneasy; both are normal.',
        'Your bump may start to show, especially if this is not your first pregnancy.',
      ],
      precautions: [
        'Eating for two is a myth; from the second trimester you need only a little extra, about one healthy snack a day.',
        'If your mood stays low or you feel unable to cope, tell your doctor; caring for your mind is part of pregnancy care.',
      ],
      recommendations: [
        'Ask your doctor how much weight gain is healthy for you; it depends on your weight before pregnancy.',
        'Plan small snacks between meals, such as fruit, curd, or a bowl of poha or upma.',
      ],
    },
  },
  {
    week: 14,
    size: 'a guava (amrood)',
    heightCm: 8.7,
    weightG: 43,
    sizeImage: 'pregnancy-data/week-14.svg',
    descriptionForBaby:
      'Your baby is about 8.7 cm long and weighs about 43 grams. Your baby can squint, frown and grimace as the face muscles start to work. Fine, soft hair called lanugo is beginning to grow over the body.',
    descriptionForMom:
      'Welcome to the second trimester. Many women feel more energetic now as nausea fades. Your doctor will usually start iron and calcium tablets around this time.',
    baby: {
      highlights: [
        'The neck is getting longer, so the head sits more upright.',
        'The liver is making bile, and the spleen is helping to make red blood cells.',
        '{{patient_name}}, your baby can now make grasping movements with the hands.',
      ],
      precautions: [
        'Take iron tablets with water or nimbu pani, not with tea, coffee or milk, which reduce how much iron is absorbed.',
        'Do not take iron and calcium tablets at the same time; your doctor will tell you how to space them.',
      ],
      recommendations: [
        'Take the iron, folic acid and calcium tablets your doctor prescribes; your baby builds blood and bones from them.',
        'Eat iron-rich foods such as green leafy vegetables, rajma, chana, dates and jaggery, and meat or fish if you eat them.',
      ],
    },
    mom: {
      highlights: [
        'The second trimester runs roughly from week 14 to week 27.',
        'Iron tablets can turn stools dark; this is harmless.',
        'As your uterus rises out of the pelvis, pressure on your bladder may ease for a while.',
      ],
      precautions: [
        'If iron tablets upset your stomach or constipate you, tell your doctor instead of stopping them.',
        'Your doctor may advise a deworming tablet in the second trimester; take it only as prescribed.',
      ],
      recommendations: [
        'If your doctor agrees, this is a good time to start pregnancy yoga or an antenatal exercise class.',
        'If you have not had your Td vaccine yet, ask about it at your next visit; it protects you and your newborn from tetanus.',
      ],
    },
  },
  {
    week: 15,
    size: 'an apple',
    heightCm: 10.1,
    weightG: 70,
    sizeImage: 'pregnancy-data/week-15.svg',
    descriptionForBaby:
      'Your baby is about 10 cm long and weighs about 70 grams. The skeleton is hardening, and the legs are now longer than the arms. Although the eyelids are still closed, your baby can sense bright light.',
    descriptionForMom:
      'Your clothes may be feeling tight around the middle. Extra blood flow can cause a stuffy nose, nosebleeds or bleeding gums. These are common and usually mild.',
    baby: {
      highlights: [
        'Your baby is moving every joint in the arms and legs.',
        'Taste buds are forming on the tongue.',
        'Scalp hair is beginning to grow in its own pattern.',
      ],
      precautions: [
        'Do not ignore swollen or bleeding gums; gum disease has been linked with preterm birth.',
        'Avoid recreational drugs of any kind; if you need help stopping, tell your doctor honestly.',
      ],
      recommendations: [
        'If you missed first-trimester screening, ask your doctor about the quadruple marker blood test, done between 15 and 20 weeks.',
        'Eat calcium-rich foods such as milk, curd, paneer, ragi and sesame (til) for your baby’s growing bones.',
      ],
    },
    mom: {
      highlights: [
        'Nosebleeds and a blocked nose are common because the lining of the nose swells.',
        'Your gums may be tender and bleed when you brush.',
        'Looser clothes or maternity wear may feel more comfortable now.',
      ],
      precautions: [
        'A nosebleed that does not stop after 20 minutes of firm pressure needs medical help.',
        'Tell your dentist you are pregnant; routine dental care is safe, but X-rays and some medicines need care.',
      ],
      recommendations: [
        'Brush twice a day with a soft brush and floss gently.',
        'For a blocked nose, try steam or saline drops rather than decongestant tablets.',
      ],
    },
  },
  {
    week: 16,
    size: 'an orange',
    heightCm: 11.6,
    weightG: 100,
    sizeImage: 'pregnancy-data/week-16.svg',
    descriptionForBaby:
      'Your baby is about 11.6 cm long and weighs about 100 grams. The eyes can now move slowly beneath the closed eyelids. Arms and legs move in a more coordinated way as the nervous system matures.',
    descriptionForMom:
      'Your bump may be showing now. Women who have been pregnant before may feel the first flutters of movement from around this week; in a first pregnancy they usually come a little later. Backache may start as your posture changes.',
    baby: {
      highlights: [
        'Your baby’s skin is so thin that blood vessels show through it.',
        'Toenails are beginning to grow.',
        'Your baby’s heart pumps about 25 litres of blood a day.',
      ],
      precautions: [
        'As your bump grows, avoid exercises that keep you flat on your back for a long time.',
        'In a car, wear the seat belt with the lap strap under your bump and across your hips, and the shoulder strap between your breasts.',
      ],
      recommendations: [
        'At each check-up your doctor checks your blood pressure, weight and your baby’s growth, so keep every appointment.',
        'Enjoy a fruit or two a day, such as banana, guava, orange or ripe papaya.',
      ],
    },
    mom: {
      highlights: [
        'First movements feel like flutters, bubbles or a gentle tap, and are easy to mistake for gas.',
        'Your skin may glow from extra blood flow and oil.',
        'Your centre of gravity is shifting, which can strain your lower back.',
      ],
      precautions: [
        'Avoid high heels and slippery footwear to lower the risk of falls.',
        'Do not lift heavy loads such as full water pots or gas cylinders; ask for help.',
      ],
      recommendations: [
        'Sit with your back supported and your feet flat; a small cushion behind your lower back helps.',
        'Wear loose, breathable cotton clothes, especially in hot weather.',
      ],
    },
  },
  {
    week: 17,
    size: 'a pomegranate (anar)',
    heightCm: 13,
    weightG: 140,
    sizeImage: 'pregnancy-data/week-17.svg',
    descriptionForBaby:
      'Your baby is about 13 cm long and weighs about 140 grams. Fat is starting to form under the skin, which will help your baby stay warm after birth. The skeleton is turning from soft cartilage into bone, and the umbilical cord is growing thicker and stronger.',
    descriptionForMom:
      'Your appetite may be strong now. You may feel short, sharp pains low in your belly or groin when you move suddenly; this is usually the round ligaments that support your uterus stretching. Sleep may become harder as your bump grows.',
    baby: {
      highlights: [
        'Sweat glands are developing in the skin.',
        'Your baby is practising sucking and swallowing.',
        'The brain is beginning to regulate your baby’s heartbeat.',
      ],
      precautions: [
        'Protect yourself from mosquitoes with nets and repellents that are safe in pregnancy; malaria and dengue are more serious when you are pregnant.',
        'Avoid stale food and food that has been reheated many times, which can cause food poisoning.',
      ],
      recommendations: [
        'Include some healthy fat, such as a little ghee, nuts or seeds, but keep fried food and sweets occasional.',
        'Antenatal visits are usually monthly in the second trimester; keep each one.',
      ],
    },
    mom: {
      highlights: [
        'Round ligament pain is brief and sharp, and eases when you rest or change position.',
        'You may have vivid dreams as hormones and sleep patterns change.',
        'From now on your weight gain usually becomes steadier.',
      ],
      precautions: [
        'Pain that is severe or constant, or comes with bleeding or fever, is not ligament pain; see a doctor.',
        'Turn your whole body rather than twisting when you get out of bed.',
      ],
      recommendations: [
        'Try sleeping on your side with a pillow between your knees and another under your bump.',
        'A warm, not hot, bath can ease aches.',
      ],
    },
  },
  {
    week: 18,
    size: 'a capsicum (bell pepper)',
    heightCm: 14.2,
    weightG: 190,
    sizeImage: 'pregnancy-data/week-18.svg',
    descriptionForBaby:
      'Your baby is about 14 cm long and weighs about 190 grams. The ears are now in their final position. Nerves are being wrapped in myelin, a coating that speeds up the messages they carry.',
    descriptionForMom:
      'Between 18 and 22 weeks your doctor will recommend the anomaly scan, a detailed ultrasound of your baby. If this is your first baby, you may feel the first movements soon. Many women feel well and active in these weeks.',
    baby: {
      highlights: [
        'Your baby may yawn, and this can sometimes be seen on a scan.',
        '{{patient_name}}, your baby may now hear sounds inside your body, such as your heartbeat and the gurgle of your digestion.',
        'Your baby’s arms and legs flex and stretch, and you may soon feel these movements.',
      ],
      precautions: [
        'Under Indian law (the PCPNDT Act), a scan cannot be used to tell you your baby’s sex; scans are done to check your baby’s health.',
        'Keep exercise moderate: you should be able to talk while you exercise.',
      ],
      recommendations: [
        'Book the anomaly scan (also called the level II or TIFFA scan) between 18 and 22 weeks; it checks the brain, heart, spine, kidneys, limbs and placenta.',
        'Ask your doctor to explain the scan report; most are normal, and any finding will be discussed with you.',
      ],
    },
    mom: {
      highlights: [
        'Blood pressure is often slightly lower in mid-pregnancy, which can make you light-headed.',
        'Your doctor measures your bump at each visit to track your baby’s growth.',
        'In a first pregnancy, movements are usually first felt between 18 and 20 weeks.',
      ],
      precautions: [
        'If you feel faint, sit down or lie on your side at once, and have something to drink.',
        'Avoid standing still for long, especially in the heat; move your legs to keep blood flowing.',
      ],
      recommendations: [
        'Carry water and a small snack whenever you go out.',
        'Eat at regular times so your blood sugar does not dip.',
      ],
    },
  },
  {
    week: 19,
    size: 'a mango',
    heightCm: 15.3,
    weightG: 240,
    sizeImage: 'pregnancy-data/week-19.svg',
    descriptionForBaby:
      'Your baby is about 15 cm long and weighs about 240 grams. A creamy coating called vernix is forming on the skin to protect it in the amniotic fluid. Areas of the brain for smell, taste, hearing, sight and touch are developing.',
    descriptionForMom:
      'Your skin may change: a dark line down your belly, darker nipples or patches on your face are all common in pregnancy. Leg cramps, often at night, may start. You are nearly halfway through.',
    baby: {
      highlights: [
        'Your baby’s arms and legs are now in proportion with the rest of the body.',
        'Buds for the permanent teeth are forming behind the buds for the milk teeth.',
        'Your baby’s movements are getting stronger and more frequent.',
      ],
      precautions: [
        'From 20 weeks, avoid painkillers such as ibuprofen unless your doctor prescribes them; they can affect your baby’s kidneys and the amniotic fluid.',
        'Avoid firm massage of the belly; gentle massage of your back, legs and feet is fine.',
      ],
      recommendations: [
        'Have a bowl of curd or a glass of buttermilk each day for protein, calcium and healthy gut bacteria.',
        'Talk, read or sing to your baby; soon your voice will become familiar.',
      ],
    },
    mom: {
      highlights: [
        'A dark line down the middle of your belly, called the linea nigra, is common and fades after birth.',
        'Darker patches on the face, sometimes called the mask of pregnancy, are caused by hormones.',
        'Leg cramps, often at night, are common from mid-pregnancy.',
      ],
      precautions: [
        withHelp(
          'Sudden swelling of the face or hands, or a severe headache, means going to hospital at once, as it can be a sign of high blood pressure.',
        ),
        'If cramps are frequent, tell your doctor rather than taking supplements on your own.',
      ],
      recommendations: [
        'Stretch your calves before bed by flexing your feet and pulling your toes towards you.',
        'A gentle moisturiser or coconut oil on your belly can ease dryness and itching.',
      ],
    },
  },
  {
    week: 20,
    size: 'a banana',
    heightCm: 25.6,
    weightG: 300,
    sizeImage: 'pregnancy-data/week-20.svg',
    descriptionForBaby:
      'You are halfway there. Your baby is now measured from head to heel, about 25.6 cm, and weighs about 300 grams. Your baby swallows amniotic fluid, which helps the digestive system practise, and is making meconium, the first stool.',
    descriptionForMom:
      'The top of your uterus is now at about the level of your navel. Your baby’s movements may become clearer and more regular. If your anomaly scan is not done yet, book it now: it is done between 18 and 22 weeks.',
    baby: {
      highlights: [
        'Until now length was measured from crown to rump; from this week it is measured from head to heel, which is why the number jumps.',
        'Babies are often most active when you lie down to rest.',
        'Your baby’s skin is thickening and developing layers.',
      ],
      precautions: [
        'Avoid long hours in hot kitchens or strong sun; overheating and dehydration are harder on you and your baby now.',
        'Avoid riding pillion on a two-wheeler over rough roads, where a fall could hurt you and your baby.',
      ],
      recommendations: [
        'Drink plenty of fluids through the day; in hot weather you need more, and pale yellow urine is a good sign.',
        'Take your iron and calcium tablets every day as your doctor advises; your baby’s needs rise sharply in the second half of pregnancy.',
      ],
    },
    mom: {
      highlights: [
        'Your anomaly scan report notes where your placenta lies; if it is low, your doctor will check it again later.',
        'Heartburn can become more frequent as your uterus pushes upwards.',
        'Your belly button may begin to flatten or pop out.',
      ],
      precautions: [
        withHelp(
          'If you have leaking fluid from the vagina, bleeding or regular painful tightening, go to hospital now.',
        ),
        'If heartburn troubles you, avoid lying down straight after meals.',
      ],
      recommendations: [
        'Eat smaller meals, go easy on very spicy or oily food at night, and raise the head of your bed if heartburn bothers you.',
        'Consider joining an antenatal class to learn about labour, breastfeeding and caring for a newborn.',
      ],
    },
  },
  {
    week: 21,
    size: 'a carrot (gajar)',
    heightCm: 26.7,
    weightG: 360,
    sizeImage: 'pregnancy-data/week-21.svg',
    descriptionForBaby:
      'Your baby is about 26.7 cm long and weighs about 360 grams. Eyebrows and eyelids are fully formed. Movements are now strong enough for you to feel clearly, and they will soon become part of your day.',
    descriptionForMom:
      'Your bump is growing steadily, and you may feel your baby move every day. Mild swelling of the feet and ankles is common, especially at the end of the day. Stretch marks may appear on your belly, breasts or thighs.',
    baby: {
      highlights: [
        'The flavours of the food you eat reach your baby through the amniotic fluid.',
        'Bone marrow is beginning to take over the making of blood cells.',
        'Your baby’s gut is practising by absorbing small amounts of swallowed fluid.',
      ],
      precautions: [
        'Avoid contact sports and activities with a risk of falling, such as cycling on busy roads.',
        'Avoid food from stalls where hygiene is uncertain, especially chaat, pani puri and uncooked chutneys in the monsoon.',
      ],
      recommendations: [
        'Eat a wide variety of foods; the flavours your baby meets now may shape the tastes they enjoy later.',
        'Spend a few quiet minutes each day noticing your baby’s movements.',
      ],
    },
    mom: {
      highlights: [
        'Mild swelling of the feet by evening is common and usually goes down overnight.',
        'Stretch marks are common and fade to pale lines after birth.',
        'Varicose veins can appear in the legs as your blood volume rises.',
      ],
      precautions: [
        withHelp(
          'Swelling in one leg only, with pain, redness or warmth, needs urgent care, as it can be a blood clot.',
        ),
        'Avoid tight bands around your legs, such as socks with tight tops.',
      ],
      recommendations: [
        'Raise your feet when you sit, and avoid crossing your legs for long.',
        'Short walks through the day help blood flow in your legs.',
      ],
    },
  },
  {
    week: 22,
    size: 'a papaya',
    heightCm: 27.8,
    weightG: 430,
    sizeImage: 'pregnancy-data/week-22.svg',
    descriptionForBaby:
      'Your baby is about 27.8 cm long and weighs about 430 grams. The lips are more distinct, and tiny tooth buds lie beneath the gums. Your baby can grip firmly, and the sense of touch is developing.',
    descriptionForMom:
      'You may feel your uterus tighten for a few seconds now and then. These painless practice contractions, called Braxton Hicks contractions, are normal. Your doctor will check your haemoglobin again, as anaemia is common in pregnancy in India.',
    baby: {
      highlights: [
        '{{patient_name}}, your baby explores by touching the face, the umbilical cord and the walls of the uterus.',
        'The eyes are formed, though the iris has no colour yet.',
        'The pancreas is developing; it makes insulin, which your baby needs to use sugar.',
      ],
      precautions: [
        'Anaemia in pregnancy can slow your baby’s growth, so do not miss your iron tablets.',
        'Do not drink raw milk; boil it or buy pasteurised milk to avoid infections.',
      ],
      recommendations: [
        'Cook in an iron kadhai now and then; it adds a little iron to your food.',
        'Aim for two to three servings a day of milk, curd, paneer or other calcium-rich foods.',
      ],
    },
    mom: {
      highlights: [
        'Braxton Hicks contractions are irregular and painless, and fade when you rest or change position.',
        'Tiredness, breathlessness and pale skin can be signs of anaemia.',
        'Your hair may look thicker because less of it is falling out.',
      ],
      precautions: [
        withHelp(
          'Contractions that are regular, painful or coming closer together before 37 weeks need a doctor at once.',
        ),
        'Tell your doctor if light activity leaves you breathless or your heart racing.',
      ],
      recommendations: [
        'When Braxton Hicks contractions come, rest on your side and drink some water; they usually settle.',
        'If your haemoglobin is low, your doctor may change your iron treatment; follow the new plan closely.',
      ],
    },
  },
  {
    week: 23,
    size: 'a corn cob (bhutta)',
    heightCm: 28.9,
    weightG: 500,
    sizeImage: 'pregnancy-data/week-23.svg',
    descriptionForBaby:
      'Your baby is about 28.9 cm long and weighs about 500 grams. The skin is red and wrinkled, and will smooth out as fat builds up beneath it. Blood vessels in the lungs are developing in preparation for breathing.',
    descriptionForMom:
      'Your body is working hard, and you may get breathless or tired more easily. More vaginal discharge is common, but itching, a bad smell or a change in colour needs a check. Your second glucose test, after the one at your first antenatal visit, is due between 24 and 28 weeks, so ask your doctor when to book it.',
    baby: {
      highlights: [
        'Your baby may respond to loud sounds with a jump or a kick.',
        'Rapid eye movements have begun.',
        'Your baby can feel you move, and may settle when you walk and wake when you rest.',
      ],
      precautions: [
        'Avoid spending long periods right next to very loud sound, such as large loudspeakers.',
        'Get urine infections treated promptly, as an untreated infection can trigger early labour.',
      ],
      recommendations: [
        'Play soft music or talk to your baby; many babies later seem soothed by sounds they heard in the womb.',
        'Keep sugary drinks and sweets occasional; steady blood sugar is good for your baby’s growth.',
      ],
    },
    mom: {
      highlights: [
        'Itching, burning or a thick white discharge may mean a yeast infection, which is common in pregnancy and easily treated.',
        'Your growing uterus pushes up on your diaphragm, so you may feel short of breath.',
        'Backache is common as your weight and posture change.',
      ],
      precautions: [
        'Do not use vaginal washes or douches; they upset the natural balance and can cause infection.',
        withHelp('Breathlessness with chest pain, or sudden severe breathlessness, needs emergency care.'),
      ],
      recommendations: [
        'Wear cotton underwear, and keep the area clean and dry.',
        'Sit and stand tall; good posture gives your lungs more room.',
      ],
    },
  },
  {
    week: 24,
    size: 'a brinjal (baingan)',
    heightCm: 30,
    weightG: 600,
    sizeImage: 'pregnancy-data/week-24.svg',
    descriptionForBaby:
      'Your baby is about 30 cm long and weighs about 600 grams. The lungs are beginning to grow the cells that make surfactant, a substance that helps them inflate after birth. The inner ear is now developed enough for your baby to sense which way is up.',
    descriptionForMom:
      'Between 24 and 28 weeks your doctor will test you again for gestational diabetes, a type of diabetes that starts in pregnancy; the first test was at your first antenatal visit. As the national guideline (DIPSI) advises, you drink 75 g of glucose in water, whether or not you have eaten, and your blood sugar is checked two hours later. Gestational diabetes is common and, once found, can be managed well.',
    baby: {
      highlights: [
        'Fingerprints and footprints are now fully formed.',
        'In hospitals with a newborn intensive care unit, some babies born this early survive, though they need weeks or months of special care.',
        '{{patient_name}}, your baby’s face is now fully formed, with eyelashes and eyebrows.',
      ],
      precautions: [
        'Do not skip the glucose test; untreated gestational diabetes can make your baby grow too large and cause low blood sugar after birth.',
        'Do not take extra vitamins or supplements on your own; more is not always better.',
      ],
      recommendations: [
        'If the test shows gestational diabetes, follow the diet and activity plan your doctor or dietitian gives you.',
        'Choose whole grains, dals and vegetables over sweets and refined foods made with maida.',
      ],
    },
    mom: {
      highlights: [
        'Tingling or numbness in your fingers can come from swelling that presses on a nerve in the wrist.',
        'The top of your uterus is now well above your navel.',
        'Many women feel more forgetful or distracted in pregnancy.',
      ],
      precautions: [
        'You do not need to fast for the pregnancy glucose test; it is done whenever you last ate, so eat as usual that day.',
        'Great thirst, passing a lot of urine and unusual tiredness can be signs of high blood sugar; tell your doctor.',
      ],
      recommendations: [
        'Sit and rest during the two-hour wait for the glucose test; walking around can change the result.',
        'If your hands tingle, rest your wrists and shake out your hands; tell your doctor if it keeps you awake.',
      ],
    },
  },
  {
    week: 25,
    size: 'a radish (mooli)',
    heightCm: 34.6,
    weightG: 660,
    sizeImage: 'pregnancy-data/week-25.svg',
    descriptionForBaby:
      'Your baby is about 34.6 cm long and weighs about 660 grams. Fat is building up under the skin, so your baby looks smoother and less wrinkled. Hair on the head is thickening, with its own colour and texture.',
    descriptionForMom:
      'Sleep may be harder as your bump grows and you need the toilet at night. Heartburn, backache and leg cramps can add up and leave you tired. It is fine to ask for more help at home and to rest when you need to.',
    baby: {
      highlights: [
        '{{patient_name}}, your baby may turn towards your voice; it is the sound your baby knows best.',
        'The nostrils, closed until now, are beginning to open.',
        'The spine is growing stronger, with its joints and ligaments forming.',
      ],
      precautions: [
        'Do not take sleeping pills or allergy tablets for sleep unless your doctor prescribes them.',
        'Avoid energy drinks, which contain a lot of caffeine and sugar.',
      ],
      recommendations: [
        'Ask family members to talk to your baby too; it is a gentle way for everyone to bond.',
        'Keep healthy snacks handy for late-evening hunger, such as fruit, makhana or a glass of milk.',
      ],
    },
    mom: {
      highlights: [
        'Needing the toilet at night is common as your baby presses on your bladder.',
        'Some women snore for the first time in pregnancy because the lining of the nose swells.',
        'Restless legs, an urge to move your legs at night, can occur, and low iron can make it worse.',
      ],
      precautions: [
        'Tell your doctor about loud snoring with daytime sleepiness or headaches, as it can be linked with high blood pressure.',
        'Avoid screens and heavy meals just before bed, which make sleep harder.',
      ],
      recommendations: [
        'Keep a regular bedtime and a short wind-down routine, such as a warm drink and gentle stretching.',
        'Drink more water earlier in the day and a little less before bed to cut down night-time trips.',
      ],
    },
  },
  {
    week: 26,
    size: 'a cauliflower (gobi)',
    heightCm: 35.6,
    weightG: 760,
    sizeImage: 'pregnancy-data/week-26.svg',
    descriptionForBaby:
      'Your baby is about 35.6 cm long and weighs about 760 grams. The eyes are beginning to open. Your baby practises breathing by moving amniotic fluid in and out of the lungs.',
    descriptionForMom:
      'You are nearing the third trimester. Your doctor will check your blood pressure and urine at each visit, looking for early signs of pre-eclampsia. Knowing the warning signs helps you get care quickly if you need it.',
    baby: {
      highlights: [
        'Your baby’s immune system is developing.',
        'Nerve pathways to the ears are maturing, so your baby’s hearing is getting sharper.',
        'Your baby’s eye colour may keep changing until months after birth.',
      ],
      precautions: [
        'Pre-eclampsia can slow your baby’s growth, so never miss a blood pressure check.',
        'Cut down on extra salt from pickles, papad and packaged snacks, but keep using iodised salt in cooking.',
      ],
      recommendations: [
        withHelp(
          'Learn your baby’s usual pattern of movements; from now on, if they slow down or change, go to hospital the same day, and straight away if they stop.',
        ),
        'Ask your doctor whether Tdap, which also protects your newborn from whooping cough, is advised for you; it is usually given between 27 and 36 weeks.',
      ],
    },
    mom: {
      highlights: [
        'Pre-eclampsia is high blood pressure with signs of strain on organs such as the kidneys and liver; it usually appears after 20 weeks.',
        'Its warning signs include a severe headache, blurred vision or flashing lights, pain under the ribs, vomiting and sudden swelling of the face or hands.',
        'Worries about the birth and becoming a parent are natural in the later months.',
      ],
      precautions: [
        withHelp(
          'If you notice any warning sign of pre-eclampsia, go to your hospital at once, even at night.',
        ),
        withHelp(
          'Go to hospital at once for bleeding, leaking fluid, severe tummy pain, fewer movements, fits, fainting or fever, difficulty breathing or chest pain, a painful swollen leg, or vomiting so severe you cannot keep fluids down.',
        ),
        'If you feel anxious or low most of the time, please tell your doctor; counselling really helps, and Tele-MANAS (14416 or 1-800-891-4416) is free and open day and night.',
      ],
      recommendations: [
        'If your doctor asks you to check your blood pressure at home, write down each reading and bring the list to your visits.',
        'Take time each day for something that calms you, such as music, prayer, a short walk or a chat with a friend.',
      ],
    },
  },
  {
    week: 27,
    size: 'a cabbage',
    heightCm: 36.6,
    weightG: 875,
    sizeImage: 'pregnancy-data/week-27.svg',
    descriptionForBaby:
      'Your baby is about 36.6 cm long and weighs about 875 grams. The brain is very active, and your baby now has regular cycles of sleep and waking. Your baby may suck a thumb or finger for comfort.',
    descriptionForMom:
      'This is the last week of the second trimester. Your back, legs and hips may ache more as your baby grows. It is a good time to talk with your doctor about where you will give birth and what to expect.',
    baby: {
      highlights: [
        'The rhythmic little jumps you feel may be your baby’s hiccups, which are harmless.',
        'The lungs, liver and immune system are still maturing.',
        'The retina, the light-sensing layer at the back of the eye, is developing.',
      ],
      precautions: [
        'On long journeys by train, bus or car, stand up or walk about every hour or two.',
        'Take care on wet bathroom floors; use a mat and hold on to something as you step in or out.',
      ],
      recommendations: [
        'Start thinking about breastfeeding, and take any questions to your doctor or a lactation counsellor.',
        'Choose a hospital for the birth that has facilities to care for newborns.',
      ],
    },
    mom: {
      highlights: [
        'The third trimester begins next week and lasts until birth.',
        'Sciatica, a shooting pain down the back of one leg, can happen when your baby presses on a nerve.',
        'Your feet may feel larger, as the ligaments in them loosen in pregnancy.',
      ],
      precautions: [
        'Numbness or weakness in a leg, or back pain with fever, needs a doctor’s review.',
        'Do not carry heavy bags on one side; spread the load or ask for help.',
      ],
      recommendations: [
        'Ask your doctor about your visit plan for the third trimester, when check-ups become more frequent.',
        'Ease backache with a warm compress, gentle stretches and comfortable flat footwear.',
      ],
    },
  },
  {
    week: 28,
    size: 'a bottle gourd (lauki)',
    heightCm: 37.6,
    weightG: 1000,
    sizeImage: 'pregnancy-data/week-28.svg',
    descriptionForBaby:
      'Your baby is about 37.6 cm long and weighs about 1 kg. The eyes can open and close, and your baby has eyelashes. Your baby spends much of the day asleep, and rapid eye movement sleep, the stage linked with dreaming in adults, has begun.',
    descriptionForMom:
      'Welcome to the third trimester. Know your baby’s usual pattern of movements; if they slow down or change, go to hospital the same day, and straight away if they stop (108 ambulance, 102 free mother-and-baby ambulance, 112 any emergency). If your blood group is Rh negative, your doctor will check your blood for antibodies and usually offer an anti-D injection around this time.',
    baby: {
      highlights: [
        'Babies born at this stage have a good chance of survival with newborn intensive care.',
        '{{patient_name}}, your baby may respond to your touch when you rest a hand on your belly.',
        'Your baby’s brain is forming billions of nerve cells.',
      ],
      precautions: [
        'From 28 weeks, go to sleep on your side rather than on your back; this is linked with a lower risk of stillbirth.',
        withHelp(
          'If your baby’s movements slow down or change, go to hospital the same day, and straight away if you cannot feel them at all; do not wait until tomorrow.',
        ),
      ],
      recommendations: [
        'There is no number of kicks you must reach; what matters is your baby’s own pattern, and a change in it is the warning sign.',
        'If you are Rh negative, you will first have an antibody test; anti-D is then usually given around 28 weeks, again within 72 hours after birth if your baby is Rh positive, and within 72 hours of any bleeding, miscarriage, amniocentesis or CVS, or a blow to your belly.',
      ],
    },
    mom: {
      highlights: [
        'The third trimester runs from week 28 until your baby is born.',
        'Antenatal visits are usually every two weeks from now, and weekly from 36 weeks.',
        'Your doctor may repeat your haemoglobin and other blood tests.',
      ],
      precautions: [
        withHelp(
          'If fluid leaks from the vagina, even a small trickle, go to hospital now; do not wait to see if it stops.',
        ),
        'A fever in pregnancy should always be checked by a doctor, not treated at home.',
      ],
      recommendations: [
        'Put a pillow behind your back to help you stay on your side while you sleep.',
        'Save your doctor’s and hospital’s phone numbers in your phone, with 108 (ambulance), 102 (free mother-and-baby ambulance) and 112 (any emergency), and write them on paper too.',
      ],
    },
  },
  {
    week: 29,
    size: 'a muskmelon (kharbooja)',
    heightCm: 38.6,
    weightG: 1150,
    sizeImage: 'pregnancy-data/week-29.svg',
    descriptionForBaby:
      'Your baby is about 38.6 cm long and weighs about 1.15 kg. Muscles and lungs keep maturing, and the head is growing to make room for the developing brain. Kicks and stretches are strong now, and you may see your belly move.',
    descriptionForMom:
      'You may feel more breathless, uncomfortable and tired again. Constipation and piles (haemorrhoids) are common in the third trimester. Your baby needs a lot of calcium, protein and iron now, so keep taking your tablets and eating well.',
    baby: {
      highlights: [
        'Your baby’s bones are taking up a lot of calcium as they harden.',
        'Your baby can now turn towards a bright light.',
        'Between now and birth, your baby will roughly triple in weight.',
      ],
      precautions: [
        'Avoid laxatives and purgatives that your doctor has not prescribed; some can trigger contractions.',
        withHelp(
          'Do not use a home heartbeat monitor to reassure yourself about reduced movements; go to hospital the same day instead.',
        ),
      ],
      recommendations: [
        'Have a small protein-rich snack mid-morning and mid-afternoon, such as a boiled egg, roasted chana or paneer.',
        'Keep taking your calcium tablets as prescribed while your baby’s bones harden.',
      ],
    },
    mom: {
      highlights: [
        'Piles are swollen veins around the back passage; they can itch or bleed a little.',
        'Breathlessness is common as your uterus presses up under your ribs.',
        'Your breasts may leak a little yellowish fluid called colostrum, your baby’s first milk.',
      ],
      precautions: [
        withHelp(
          'Any bleeding from the vagina, or heavy bleeding from the back passage, means going to hospital at once.',
        ),
        'Avoid straining on the toilet, which makes piles worse.',
      ],
      recommendations: [
        'Eat high-fibre foods such as whole wheat roti, daliya, fruit and vegetables, and drink plenty of water.',
        'Sitting in a tub of warm water for ten minutes can soothe painful piles.',
      ],
    },
  },
  {
    week: 30,
    size: 'a bunch of bananas',
    heightCm: 39.9,
    weightG: 1320,
    sizeImage: 'pregnancy-data/week-30.svg',
    descriptionForBaby:
      'Your baby is about 40 cm long and weighs about 1.3 kg. The surface of the brain is developing folds that make room for more brain cells. The fine lanugo hair is starting to shed, and the bone marrow is making red blood cells.',
    descriptionForMom:
      'Tiredness often returns in the third trimester, and sleep may be broken. Worries about labour, your baby’s health or life afterwards are common. Talking about them with your doctor, your partner or a counsellor can help.',
    baby: {
      highlights: [
        '{{patient_name}}, your baby hears your voice every day and is learning its rhythm.',
        'There is now close to a litre of amniotic fluid around your baby.',
        'As space gets tighter, movements may feel more like rolls and pushes than kicks.',
      ],
      precautions: [
        'Severe itching, especially of the palms and soles, can be a sign of a liver condition called obstetric cholestasis, which needs tests and close monitoring.',
        'Do not stop your iron tablets in the third trimester; low iron at birth affects both of you.',
      ],
      recommendations: [
        'Keep noticing your baby’s movements every day; you know your baby’s usual pattern best.',
        'Learn about the first hour after birth: skin-to-skin contact and early breastfeeding help your baby settle.',
      ],
    },
    mom: {
      highlights: [
        'Feeling tired again is normal, as you carry more weight and sleep less deeply.',
        'Mood swings can return late in pregnancy.',
        'Your feet and ankles may swell more in hot weather.',
      ],
      precautions: [
        'Do not ignore fears that keep you awake or stop you enjoying things; anxiety in pregnancy deserves care, just like a physical problem.',
        'If you must travel in the heat, go in the cooler hours and carry water.',
      ],
      recommendations: [
        'If worries feel heavy, talking to a counsellor can help; you can book one through Consult an Expert.',
        'Take short rests with your feet up during the day, and go to bed early when you can.',
      ],
    },
  },
  {
    week: 31,
    size: 'a tender coconut',
    heightCm: 41.1,
    weightG: 1500,
    sizeImage: 'pregnancy-data/week-31.svg',
    descriptionForBaby:
      'Your baby is about 41 cm long and weighs about 1.5 kg. All five senses are now working. Your baby can turn the head from side to side and is putting on weight quickly.',
    descriptionForMom:
      'Braxton Hicks contractions may come more often now. Learning how they differ from real labour will help you feel more confident. You may feel a little clumsy as your balance changes.',
    baby: {
      highlights: [
        'Connections in your baby’s brain are multiplying quickly, helping your baby take in sound, touch and light.',
        'Your baby may begin to recognise patterns of sound, such as a song you often sing.',
        'Many babies now gain about 200 grams a week.',
      ],
      precautions: [
        withHelp(
          'Signs of early labour, such as regular tightening, lower back pain that comes and goes, pressure in the pelvis or a change in discharge, need a hospital check at once.',
        ),
        'Carry your MCP card or pregnancy file whenever you travel away from home.',
      ],
      recommendations: [
        'Colostrum, your first milk, is rich in antibodies and is all your baby needs in the first days.',
        'Note your baby’s daily movements in a diary or on your phone to show your doctor.',
      ],
    },
    mom: {
      highlights: [
        'Practice contractions stay irregular and do not build; labour contractions come regularly and grow longer, stronger and closer together.',
        'Your balance shifts as your bump grows, so you may feel clumsy.',
        'Some women leak a little urine when they cough or laugh; pelvic floor exercises help.',
      ],
      precautions: [
        'Avoid climbing on stools or ladders now that your balance has changed.',
        'If you feel faint or sick while lying on your back, turn onto your side.',
      ],
      recommendations: [
        'Keep doing your pelvic floor exercises every day.',
        'Talk with your family about who will help you in the weeks after the birth.',
      ],
    },
  },
  {
    week: 32,
    size: 'a pineapple',
    heightCm: 42.4,
    weightG: 1700,
    sizeImage: 'pregnancy-data/week-32.svg',
    descriptionForBaby:
      'Your baby is about 42.4 cm long and weighs about 1.7 kg. Fingernails and toenails have grown, and the skin is becoming less see-through. Your baby practises breathing, swallowing and sucking every day.',
    descriptionForMom:
      'Many babies turn head-down around now, though some turn later. Your doctor may suggest a growth scan to check your baby’s size, the fluid around your baby and the blood flow in the cord. You may feel kicks high up under your ribs.',
    baby: {
      highlights: [
        'Your baby is probably lying head-down, or will turn in the coming weeks.',
        'Your baby is storing iron and calcium from you for the first months of life.',
        'The lungs are not fully mature yet, but they get closer every day.',
      ],
      precautions: [
        'If a scan shows your baby is small or the fluid is low, follow the monitoring plan closely; extra checks help choose the safest time for birth.',
        'Avoid flying or long road trips from now unless your doctor agrees; airlines also have limits late in pregnancy.',
      ],
      recommendations: [
        'Learn how to position and latch a baby for breastfeeding; antenatal classes and videos can help.',
        'Prepare a safe sleep space for your baby: on the back, on a firm flat surface, with no pillows or soft toys.',
      ],
    },
    mom: {
      highlights: [
        'Kicks under your ribs can be uncomfortable; changing position often helps.',
        'You now have about 40 to 50 percent more blood than before pregnancy.',
        'You may feel hot and sweat more than usual.',
      ],
      precautions: [
        withHelp(
          'Headache with blurred vision, pain under the ribs or sudden swelling can come on quickly in late pregnancy; go to hospital at once if they do.',
        ),
        'Leave heavy housework, such as moving furniture or scrubbing floors on your knees, to others.',
      ],
      recommendations: [
        'Resting on all fours for a few minutes can ease backache for many women.',
        'A cool shower and a fan or cooler can keep you comfortable in hot weather.',
      ],
    },
  },
  {
    week: 33,
    size: 'a pomelo (chakotra)',
    heightCm: 43.7,
    weightG: 1920,
    sizeImage: 'pregnancy-data/week-33.svg',
    descriptionForBaby:
      'Your baby is about 43.7 cm long and weighs about 1.9 kg. The bones are hardening, but the skull bones stay soft and slightly apart so the head can mould during birth. Antibodies are passing from you to your baby to help protect against infections in the first months.',
    descriptionForMom:
      'You may feel hot, heavy and short of sleep. Swelling of the feet is common, especially in warm weather. Drinking plenty of water helps rather than making swelling worse.',
    baby: {
      highlights: [
        '{{patient_name}}, your baby’s pupils now narrow in bright light and widen in the dark.',
        'Your baby’s own immune system is still immature, which is why the antibodies you pass on matter.',
        'Layers of fat are making your baby’s skin smoother and pinker.',
      ],
      precautions: [
        'Avoid crowds and people with infections where you can; a serious infection late in pregnancy can bring on early labour.',
        'Do not ignore a fever, burning urine or foul-smelling discharge; infections should be treated before labour.',
      ],
      recommendations: [
        'If you are offered the flu vaccine, it is safe in pregnancy and its protection passes to your baby.',
        'Plan for your baby to get the birth-dose vaccines before leaving hospital: BCG, oral polio and hepatitis B.',
      ],
    },
    mom: {
      highlights: [
        'A little puffiness of the fingers can be normal, but sudden swelling of the hands or face is not.',
        'Your heart is working harder, and you may notice it beating faster at times.',
        'Late-pregnancy nights can be restless, and waking often is normal.',
      ],
      precautions: [
        'Take off rings before they become tight.',
        'Do not cut down on water to reduce swelling; it does not help and can make you unwell.',
      ],
      recommendations: [
        'Lie on your left side for a while each day to help fluid drain from your legs.',
        'Eat small, frequent meals if your stomach feels squashed.',
      ],
    },
  },
  {
    week: 34,
    size: 'a honeydew melon',
    heightCm: 45,
    weightG: 2150,
    sizeImage: 'pregnancy-data/week-34.svg',
    descriptionForBaby:
      'Your baby is about 45 cm long and weighs about 2.1 kg. The brain and nervous system are maturing, and the lungs are well developed. Babies born now usually do well, though they may need help with breathing, feeding or staying warm.',
    descriptionForMom:
      'Your baby is now large enough to press on your bladder and stomach. It is time to plan the practical side of the birth: how you will get to hospital, who will come with you and who will look after things at home. Your doctor may talk about your birth plan at your next visit.',
    baby: {
      highlights: [
        'The protective vernix coating on the skin is at its thickest.',
        'Your baby’s fingernails now reach the tips of the fingers.',
        'Your baby’s active times may fall at night, when you are trying to sleep.',
      ],
      precautions: [
        'Do not try home remedies such as castor oil to bring on labour; every extra week in the womb helps your baby.',
        'Keep some money and a way to travel ready so that you can reach hospital quickly at any hour.',
      ],
      recommendations: [
        'Wash and get ready soft cotton clothes, nappies and a warm blanket for your baby.',
        'Choose a paediatrician or clinic for your baby’s check-ups and vaccines.',
      ],
    },
    mom: {
      highlights: [
        'Frequent trips to the toilet are back, as your baby presses on your bladder.',
        'You may feel full quickly because your stomach has less room.',
        'The skin on your belly may feel tight and itchy as it stretches.',
      ],
      precautions: [
        withHelp(
          'Blurred vision, flashing lights or a sudden severe headache are emergencies in late pregnancy; go to hospital at once.',
        ),
        withHelp(
          'Leaking urine and leaking amniotic fluid can feel alike; if you are not sure which it is, go to hospital to be checked now.',
        ),
      ],
      recommendations: [
        'Plan how you will reach the hospital by day or night, and keep the numbers handy: 108 for an ambulance, 102 for the free mother-and-baby ambulance, and 112 in any emergency.',
        'Decide who will stay with you at the hospital, and share the plan with them.',
      ],
    },
  },
  {
    week: 35,
    size: 'a small pumpkin (kaddu)',
    heightCm: 46.2,
    weightG: 2380,
    sizeImage: 'pregnancy-data/week-35.svg',
    descriptionForBaby:
      'Your baby is about 46 cm long and weighs about 2.4 kg. The kidneys are fully developed, and the liver can process some waste. Most of your baby’s growth now is in weight, as fat builds up.',
    descriptionForMom:
      'The top of your uterus now reaches up under your ribs. Check-ups become more frequent, usually weekly from 36 weeks. If your baby is not head-down by now, your doctor will discuss what happens next.',
    baby: {
      highlights: [
        'Movements should not reduce as birth nears; they change in kind, not in amount.',
        'Your baby’s arms and legs are filling out.',
        'Your baby lies mostly curled up, with knees tucked close to the chest.',
      ],
      precautions: [
        withHelp(
          'If your waters break, go to hospital even if you have no pain; the risk of infection rises with time.',
        ),
        withHelp(
          'Green or brown fluid from the vagina may mean your baby has passed stool in the womb; go to hospital at once.',
        ),
      ],
      recommendations: [
        'Learn the signs that a newborn is unwell: poor feeding, fever or a cold body, fast breathing, or yellow skin in the first day.',
        'Ask your doctor about the plan if your baby is lying bottom or feet first (breech).',
      ],
    },
    mom: {
      highlights: [
        'Heartburn and breathlessness may ease a little once your baby moves lower.',
        'Your doctor will check your baby’s position by feeling your belly.',
        'You may feel more emotional or impatient as the birth comes closer.',
      ],
      precautions: [
        'If you feel overwhelmed, scared or unable to sleep for worry, tell someone; you do not have to wait until after the birth to get help.',
        'Avoid long spells of standing at the stove or chores that keep you bent over.',
      ],
      recommendations: [
        'Keep your important papers together: ID, MCP card, reports and any insurance details.',
        'Practise slow breathing, in through your nose for a count of four and out through your mouth for six; it calms anxiety and helps in labour.',
      ],
    },
  },
  {
    week: 36,
    size: 'an ash gourd (petha)',
    heightCm: 47.4,
    weightG: 2600,
    sizeImage: 'pregnancy-data/week-36.svg',
    descriptionForBaby:
      'Your baby is about 47.4 cm long and weighs about 2.6 kg. Most of the lanugo hair has gone, and your baby’s sucking is strong, ready for feeding. In a first pregnancy, your baby’s head may drop lower into your pelvis in the coming weeks.',
    descriptionForMom:
      'Pack your hospital bag this week so you are ready. As your baby drops lower, breathing may get easier, but you may feel more pressure in your pelvis and need the toilet even more often. Check-ups are usually weekly from now.',
    baby: {
      highlights: [
        'Your baby’s gums are firm, ready for sucking.',
        'The digestive system is ready to take milk, though it is still maturing.',
        'Babies are early term from 37 weeks, and every extra week now helps the brain and lungs.',
      ],
      precautions: [
        'Even for daytime naps, settle on your side rather than your back.',
        'Do not give your newborn honey, water, ghutti or anything other than breast milk unless your doctor advises it; these can cause infections.',
      ],
      recommendations: [
        'Pack baby clothes, caps, socks, soft cotton cloths or nappies, and a warm wrap in your hospital bag.',
        'Breast milk alone is all your baby needs for the first six months, even in hot weather.',
      ],
    },
    mom: {
      highlights: [
        'Your cervix will start to soften and prepare for labour over the coming weeks.',
        'Pelvic pressure and sharp twinges low down are common as your baby settles.',
        'You may feel a strong urge to clean and prepare your home, often called nesting.',
      ],
      precautions: [
        withHelp(
          'Bleeding, leaking fluid, severe pain, fewer movements, difficulty breathing, chest pain or a painful swollen leg at this stage mean going to hospital straight away.',
        ),
        'Avoid long trips away from the hospital where you plan to give birth.',
      ],
      recommendations: [
        'For yourself, pack your ID and MCP card, reports, loose front-opening clothes, sanitary pads, a towel, slippers, a water bottle and a phone charger.',
        'Rest when you can; labour takes energy.',
      ],
    },
  },
  {
    week: 37,
    size: 'a large papaya',
    heightCm: 48.6,
    weightG: 2860,
    sizeImage: 'pregnancy-data/week-37.svg',
    descriptionForBaby:
      'Your baby is about 48.6 cm long and weighs about 2.9 kg. Your baby is now early term. The organs are ready to work outside the womb, though the brain and lungs keep maturing until birth.',
    descriptionForMom:
      'Labour could start at any time in the coming weeks, and knowing the signs helps you decide when to go to hospital; keep 108 (ambulance), 102 (free mother-and-baby ambulance) and 112 (any emergency) in your phone. You may lose the mucus plug, a thick, sometimes blood-streaked discharge, days or even weeks before labour.',
    baby: {
      highlights: [
        '{{patient_name}}, your baby is nearly ready to meet you.',
        'Your baby keeps practising breathing, sucking and gripping.',
        'Your baby’s hair may be thick or barely there; both are normal.',
      ],
      precautions: [
        'Unless there is a medical reason, a planned caesarean or induction is best not done before 39 weeks; babies do better when given time.',
        'Plan to give birth in a hospital or with a trained birth attendant; it is the safest choice for you and your baby.',
      ],
      recommendations: [
        'Plan how you will bring your baby home safely; in a car, use an infant car seat if you can.',
        'Wash your hands before holding or feeding your baby, and ask visitors to do the same.',
      ],
    },
    mom: {
      highlights: [
        'Signs of labour include regular contractions that get stronger and closer together, a gush or trickle of fluid, and lower back pain that comes and goes.',
        'The show, or mucus plug, can come away days before labour starts.',
        'Early labour can last many hours, especially in a first pregnancy.',
      ],
      precautions: [
        withHelp(
          'Go to hospital if contractions come regularly, about every five minutes, if your waters break, if you bleed, or if your baby moves less.',
        ),
        withHelp(
          'Heavy bleeding, like a period or more, is not a normal show; go to hospital straight away.',
        ),
      ],
      recommendations: [
        'Time your contractions from the start of one to the start of the next, and note how long each lasts.',
        'In early labour, stay upright, walk about, take a warm shower and eat something light if you feel like it.',
      ],
    },
  },
  {
    week: 38,
    size: 'a large pumpkin',
    heightCm: 49.8,
    weightG: 3080,
    sizeImage: 'pregnancy-data/week-38.svg',
    descriptionForBaby:
      'Your baby is about 49.8 cm long and weighs about 3.1 kg. The lungs are making more surfactant, ready for the first breath. Meconium, which will be your baby’s first stool after birth, is collecting in the intestines.',
    descriptionForMom:
      'You may feel heavy, tired and impatient. After the birth, many mothers have a few days of tearfulness called the baby blues. If low mood lasts more than two weeks or feels severe, it may be postnatal depression, which is common and treatable.',
    baby: {
      highlights: [
        'Your baby will show strong reflexes at birth, such as turning towards a touch on the cheek.',
        'Newborns see best at about 20 to 30 cm, roughly the distance to your face during a feed.',
        'The vernix coating is thinning, though some may remain at birth.',
      ],
      precautions: [
        'Keep noticing your baby’s usual pattern of movements right up to labour; babies do not move less before birth.',
        'Keep your newborn away from smoke, including incense sticks and mosquito coils in closed rooms.',
      ],
      recommendations: [
        'Ask the hospital staff to place your baby skin-to-skin on your chest soon after birth.',
        'Keep your baby warm but not overheated; one more layer than you are wearing is usually enough.',
      ],
    },
    mom: {
      highlights: [
        'Babies born at 37 and 38 weeks are early term; 39 and 40 weeks is full term.',
        'Baby blues usually begin a few days after birth and pass within two weeks.',
        'Postnatal depression can affect any mother, and fathers too; it is not a weakness, and it can be treated.',
      ],
      precautions: [
        'If after the birth you feel hopeless, cannot sleep even when your baby sleeps, or have thoughts of harming yourself or your baby, get help at once: call Tele-MANAS on 14416 or 1-800-891-4416 (free, 24x7) and tell your doctor; in an emergency call 112, or 108 or 102 (the free mother-and-baby ambulance) to reach a hospital.',
        withHelp(
          'A severe headache, changes in vision or new swelling can also appear in the days after birth, and need urgent care.',
        ),
      ],
      recommendations: [
        'Plan rest and help for the first six weeks after birth, the time your body needs to recover.',
        'The Postpartum Support tribe in this app is a place to share and hear from other mothers.',
      ],
    },
  },
  {
    week: 39,
    size: 'a small jackfruit (kathal)',
    heightCm: 50.7,
    weightG: 3290,
    sizeImage: 'pregnancy-data/week-39.svg',
    descriptionForBaby:
      'Your baby is about 50.7 cm long and weighs about 3.3 kg, and is now full term. Fat continues to build up to help keep your baby warm. The brain is still growing rapidly and will keep doing so for years.',
    descriptionForMom:
      'You are full term, and labour may begin any day. It is normal to feel both eager and nervous. Keep your phone charged and your hospital bag by the door.',
    baby: {
      highlights: [
        'Your baby’s lungs are mature enough to breathe air.',
        'With the first breath, your baby’s circulation changes to send blood through the lungs.',
        'Your baby’s nails may be long enough to need trimming soon after birth.',
      ],
      precautions: [
        'After the birth, keep the cord stump clean and dry, and do not let anyone put oil, ash or anything else on it.',
        'Wait at least a day before giving your newborn a first bath; it helps your baby stay warm.',
      ],
      recommendations: [
        'Feed your baby whenever you see hunger signs, such as rooting or sucking on the hands, usually 8 to 12 times a day.',
        'Regular wet nappies and steady weight gain after the first week show that your baby is feeding well.',
      ],
    },
    mom: {
      highlights: [
        'Many first babies arrive after the due date; this is normal.',
        'Your doctor may examine your cervix to see whether it is getting ready for labour.',
        'Some women feel a burst of energy just before labour starts.',
      ],
      precautions: [
        'Do not drive yourself to hospital in labour; arrange for someone to take you, or call 102, the free mother-and-baby ambulance, or 108 (112 in any emergency).',
        withHelp(
          'Severe, constant pain in your abdomen that does not ease between contractions needs emergency care.',
        ),
      ],
      recommendations: [
        'Talk with your doctor about pain relief in labour, such as breathing, movement, massage, and an epidural where it is available.',
        'Keep taking gentle walks, and rest often.',
      ],
    },
  },
  {
    week: 40,
    size: 'a watermelon',
    heightCm: 51.2,
    weightG: 3400,
    sizeImage: 'pregnancy-data/week-40.svg',
    descriptionForBaby:
      'Your baby is about 51 cm long and weighs about 3.4 kg on the standard growth chart. Babies in India often weigh a little less, around 2.8 to 3 kg, and healthy newborns come in a range of sizes. Your baby is ready to be born.',
    descriptionForMom:
      'This is your due date week, though few babies arrive on the day itself. If labour has not started, your doctor will check you and your baby and talk with you about the next steps, which may include inducing labour. You have carried your baby all this way; be gentle with yourself.',
    baby: {
      highlights: [
        '{{patient_name}}, your baby is ready to meet you, and will know your voice and heartbeat from the start.',
        'Only about one baby in twenty is born on the due date.',
        'At birth your baby may have patches of creamy vernix, which protects the skin.',
      ],
      precautions: [
        'Babies who stay in the womb well past the due date need closer monitoring, so attend every check-up your doctor asks for.',
        'Keep visitors with coughs, colds or fever away from your newborn.',
      ],
      recommendations: [
        'Offer the breast often in the first days; frequent feeding helps your milk come in.',
        'Keep your baby’s health card safe and follow the vaccination schedule from birth.',
      ],
    },
    mom: {
      highlights: [
        'Your due date is an estimate; birth at any time between 37 and 42 weeks is normal.',
        'After the birth you will bleed for a few weeks as your uterus heals.',
        'Feelings after birth can range from joy to exhaustion to worry, sometimes all in one day.',
      ],
      precautions: [
        withHelp(
          'After the birth, heavy bleeding that soaks a pad in an hour, fever, foul-smelling discharge or pain in the calf needs urgent care.',
        ),
        'If you have not given birth by 41 weeks, stay under your doctor’s care and follow the plan for induction if it is advised.',
      ],
      recommendations: [
        'Keep eating well, drink plenty of water, and continue iron and calcium for as long as your doctor advises after the birth.',
        'Ask for help and accept it; caring for yourself is part of caring for your baby.',
        'Book your own check-up about six weeks after the birth, and mention how you are feeling emotionally too.',
      ],
    },
  },
];
