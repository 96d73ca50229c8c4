import type { TestCategory } from '@care/contracts/lab-tests/constants';

/**
 * The demo lab catalogue: genetic, pregnancy and newborn tests an Indian lab offers, with
 * plain descriptions (what a test can and cannot tell, screening versus diagnosis) and MRPs in
 * rupees in the range of Indian price lists. Ids are fixed so a re-seed keeps bookings valid.
 * No test here determines the sex of a foetus: that is prohibited under the PCPNDT Act.
 */
export interface SeedLabTest {
  id: string;
  name: string;
  categories: TestCategory[];
  mrp: number;
  description: string;
  /**
   * What to do before the sample (issue 22), its first sentence the thing to do (the booking's
   * next step quotes it). Timings as the catalogue's descriptions and their sources: NIPT from 10
   * weeks (ACOG Practice Bulletin 226, 2020); first-trimester combined screening at 11+0 to 13+6
   * weeks with the NT scan (FMF / ISUOG); CVS at 10 to 13 weeks and amniocentesis from 15 (ACOG PB
   * 162); the pregnancy glucose test non-fasting, 75 g, 2-hour (MoHFW 2018 / DIPSI); 2 to 7 days'
   * abstinence before a semen analysis (WHO laboratory manual, 6th edition, 2021).
   */
  preparation: string;
  /** False where the lab is needed: a hospital-taken prenatal sample, the 2-hour glucose test, semen. */
  homeCollection: boolean;
}

const id = (n: number) => `3b8d2f10-6c1a-4e7b-9a55-1f0c7d2e${String(n).padStart(4, '0')}`;

export const labTestsSeed: SeedLabTest[] = [
  {
    id: id(1),
    name: 'NIPT (Non-Invasive Prenatal Test)',
    categories: ['duringPregnancy'],
    mrp: 18500,
    description:
      "A screening test on the mother's blood from 10 weeks for Down syndrome (trisomy 21), Edwards syndrome (trisomy 18) and Patau syndrome (trisomy 13). It reads the cell-free DNA in her blood that comes mostly from the placenta, which usually, but not always, matches the baby. It is highly sensitive but still a screen: a high-risk result must be confirmed by CVS or amniocentesis before any decision. It never reports the baby's sex.",
    preparation:
      'No fasting is needed; take it from 10 weeks of pregnancy. Bring your dating scan report: the lab needs the weeks of pregnancy and whether it is twins.',
    homeCollection: true,
  },
  {
    id: id(2),
    name: 'Double Marker Test (Dual Marker)',
    categories: ['duringPregnancy'],
    mrp: 2600,
    description:
      'Blood test between 11 and 13+6 weeks (free beta-hCG and PAPP-A), read with the NT scan to give a combined risk for Down syndrome and trisomy 18. It gives a chance, not a diagnosis; a high chance is followed by counselling and NIPT or a diagnostic test.',
    preparation:
      "No fasting is needed; take it between 11 weeks and 13 weeks 6 days of pregnancy. Have the NT scan in the same window and bring its report (the baby's length and NT): the risk is calculated from both.",
    homeCollection: true,
  },
  {
    id: id(3),
    name: 'Quadruple Marker Test',
    categories: ['duringPregnancy'],
    mrp: 3200,
    description:
      'Blood test between 15 and 20 weeks (AFP, hCG, unconjugated oestriol, inhibin A) for the chance of Down syndrome, trisomy 18 and open neural tube defects, for those who missed first-trimester screening. A screen, not a diagnosis.',
    preparation:
      'No fasting is needed; take it between 15 and 20 weeks of pregnancy. Bring your dating scan report: the result depends on the exact weeks.',
    homeCollection: true,
  },
  {
    id: id(4),
    name: 'Triple Marker Test',
    categories: ['duringPregnancy'],
    mrp: 2400,
    description:
      'Second-trimester blood screen (AFP, hCG, oestriol) between 15 and 20 weeks. Less accurate than the quadruple test; offered where that is not available.',
    preparation:
      'No fasting is needed; take it between 15 and 20 weeks of pregnancy. Bring your dating scan report: the result depends on the exact weeks.',
    homeCollection: true,
  },
  {
    id: id(5),
    name: 'Karyotype (Chromosome Analysis), Peripheral Blood',
    categories: ['adults', 'prePregnancy'],
    mrp: 3800,
    description:
      'Looks at all 46 chromosomes under the microscope for changes in number and large rearrangements (such as balanced translocations). Often advised after two or more miscarriages, for both partners, or for infertility.',
    preparation:
      'No fasting is needed. Tell the phlebotomist if you had a blood transfusion in the last 3 months: it can affect the result.',
    homeCollection: true,
  },
  {
    id: id(6),
    name: 'Prenatal Karyotype (Amniotic Fluid or CVS)',
    categories: ['duringPregnancy'],
    mrp: 9500,
    description:
      'Diagnostic chromosome analysis on a CVS or amniocentesis sample taken by your obstetrician. Confirms or rules out a chromosome condition after a high-risk screen. The sex of the baby is never disclosed, as the law requires. The sample is taken at a hospital, not at home.',
    preparation:
      'Book a lab visit to arrange it: the sample is taken by your obstetrician at a hospital (CVS at 10 to 13 weeks, amniocentesis from 15 weeks). Bring the referral and your scan reports.',
    homeCollection: false,
  },
  {
    id: id(7),
    name: 'QF-PCR for Common Aneuploidies (Prenatal)',
    categories: ['duringPregnancy'],
    mrp: 7000,
    description:
      'Rapid result in 2 to 3 days on a CVS or amniotic fluid sample for chromosomes 13, 18 and 21, used for a quick answer alongside a full karyotype or microarray. The sex of the baby is never disclosed, as the law requires.',
    preparation:
      'Book a lab visit to arrange it: the sample is taken by your obstetrician at a hospital (CVS at 10 to 13 weeks, amniocentesis from 15 weeks). Bring the referral and your scan reports.',
    homeCollection: false,
  },
  {
    id: id(8),
    name: 'Chromosomal Microarray (CMA)',
    categories: ['duringPregnancy', 'forBabiesChildren'],
    mrp: 22000,
    description:
      'Finds small missing or extra pieces of chromosomes that a karyotype cannot see. Advised when a scan shows a structural difference in the baby, or for a child with developmental delay, autism or several birth differences.',
    preparation:
      'No fasting is needed. For a child, a small blood sample; during pregnancy the sample comes from CVS or amniocentesis at a hospital, so book a lab visit and bring the scan report.',
    homeCollection: true,
  },
  {
    id: id(9),
    name: 'Thalassaemia Carrier Screening (HPLC with CBC)',
    categories: ['prePregnancy', 'duringPregnancy', 'adults'],
    mrp: 850,
    description:
      'Finds beta-thalassaemia trait and common haemoglobin variants (HbS, HbE, HbD). It can miss alpha-thalassaemia and silent carriers: if red cell indices are low with a normal HPLC, DNA testing for alpha-thalassaemia is advised. If one partner is a carrier, test the other.',
    preparation:
      'No fasting is needed. Tell the phlebotomist if you had a blood transfusion in the last 3 months: it can hide a carrier result.',
    homeCollection: true,
  },
  {
    id: id(10),
    name: 'Alpha-Thalassaemia Gene Test (HBA1/HBA2)',
    categories: ['prePregnancy', 'adults'],
    mrp: 6500,
    description:
      'DNA test for the common alpha-globin deletions and mutations, for couples whose blood counts suggest thalassaemia trait with a normal HPLC.',
    preparation: 'No fasting is needed. Bring your earlier blood count and HPLC reports.',
    homeCollection: true,
  },
  {
    id: id(11),
    name: 'Expanded Carrier Screening (Couple, 300+ conditions)',
    categories: ['prePregnancy', 'duringPregnancy'],
    mrp: 24000,
    description:
      "Tests both partners for carrier status of recessive conditions such as spinal muscular atrophy, cystic fibrosis, thalassaemia and many others. For X-linked conditions (haemophilia, Duchenne muscular dystrophy, G6PD deficiency), the mother's result alone tells the chance for sons. Results come with genetic counselling.",
    preparation:
      'No fasting is needed. Both partners give a blood sample; the collection can be at the same visit.',
    homeCollection: true,
  },
  {
    id: id(12),
    name: 'Spinal Muscular Atrophy (SMA) Carrier Test',
    categories: ['prePregnancy', 'duringPregnancy'],
    mrp: 5500,
    description:
      'Counts copies of the SMN1 gene to find carriers of SMA. About 1 in 50 people carry it. A normal result lowers but does not remove the chance of being a carrier.',
    preparation: 'No fasting is needed.',
    homeCollection: true,
  },
  {
    id: id(13),
    name: 'Cystic Fibrosis (CFTR) Mutation Panel',
    categories: ['prePregnancy', 'adults'],
    mrp: 8500,
    description:
      'Looks for common CFTR gene changes, for carrier testing in a family with cystic fibrosis or for men with absent vas deferens.',
    preparation: 'No fasting is needed.',
    homeCollection: true,
  },
  {
    id: id(14),
    name: 'Fragile X Syndrome (FMR1 Repeat Analysis)',
    categories: ['prePregnancy', 'forBabiesChildren', 'adults'],
    mrp: 7500,
    description:
      'Measures the CGG repeat in the FMR1 gene. For children with developmental delay or autism, women with early menopause, and relatives in a family with fragile X.',
    preparation: 'No fasting is needed.',
    homeCollection: true,
  },
  {
    id: id(15),
    name: 'Newborn Screening (Basic, 7 conditions)',
    categories: ['forBabiesChildren', 'postPregnancy'],
    mrp: 1200,
    description:
      'Heel-prick blood spot between 24 and 72 hours after birth for congenital hypothyroidism, congenital adrenal hyperplasia, G6PD deficiency, galactosaemia, biotinidase deficiency, PKU and cystic fibrosis (IRT). A positive screen needs a confirmatory test.',
    preparation:
      'Take the heel-prick sample between 24 and 72 hours after birth, after the baby has fed. Tell the phlebotomist if the baby had a blood transfusion.',
    homeCollection: true,
  },
  {
    id: id(16),
    name: 'Newborn Screening (Comprehensive, TMS 50+ conditions)',
    categories: ['forBabiesChildren', 'postPregnancy'],
    mrp: 3500,
    description:
      'Adds tandem mass spectrometry for amino acid, fatty acid and organic acid disorders to the basic panel. Best taken between 24 and 72 hours after birth.',
    preparation:
      'Take the heel-prick sample between 24 and 72 hours after birth, after the baby has fed. Tell the phlebotomist if the baby had a blood transfusion.',
    homeCollection: true,
  },
  {
    id: id(17),
    name: 'G6PD Deficiency (Quantitative)',
    categories: ['forBabiesChildren', 'adults'],
    mrp: 650,
    description:
      'Measures the G6PD enzyme. Deficiency is common in India and some medicines and foods (such as fava beans) can then cause red cell breakdown.',
    preparation:
      'No fasting is needed. Tell the phlebotomist about a blood transfusion or an illness with jaundice in the last 3 months: the result can then read falsely normal.',
    homeCollection: true,
  },
  {
    id: id(18),
    name: 'Hereditary Breast and Ovarian Cancer (BRCA1 and BRCA2)',
    categories: ['adults'],
    mrp: 16000,
    description:
      'Full sequencing and deletion analysis of BRCA1 and BRCA2. For people with a personal or strong family history of breast, ovarian, pancreatic or prostate cancer. Pre-test counselling is advised.',
    preparation: 'No fasting is needed. Pre-test genetic counselling is advised before the sample.',
    homeCollection: true,
  },
  {
    id: id(19),
    name: 'Hereditary Cancer Panel (30+ genes)',
    categories: ['adults'],
    mrp: 26000,
    description:
      'Looks at genes linked to inherited cancers (BRCA1/2, PALB2, Lynch syndrome genes, TP53 and others). A variant of uncertain significance is common and is not a diagnosis; results are explained in genetic counselling.',
    preparation: 'No fasting is needed. Pre-test genetic counselling is advised before the sample.',
    homeCollection: true,
  },
  {
    id: id(20),
    name: 'Lynch Syndrome Panel (MLH1, MSH2, MSH6, PMS2, EPCAM)',
    categories: ['adults'],
    mrp: 15000,
    description:
      'For families with bowel or womb cancer at a young age. Finding Lynch syndrome changes how often screening (such as colonoscopy) is advised.',
    preparation: 'No fasting is needed. Pre-test genetic counselling is advised before the sample.',
    homeCollection: true,
  },
  {
    id: id(21),
    name: 'Whole Exome Sequencing (Proband)',
    categories: ['forBabiesChildren', 'adults', 'duringPregnancy'],
    mrp: 32000,
    description:
      "Reads the protein-coding parts of about 20,000 genes to look for the cause of a suspected genetic condition. Works best with both parents' samples (trio). It may not find a cause, and it can find unexpected results that counselling prepares you for.",
    preparation:
      "No fasting is needed. Where possible both parents give a sample too (trio); bring the doctor's referral and earlier reports.",
    homeCollection: true,
  },
  {
    id: id(22),
    name: 'Clinical Exome Sequencing',
    categories: ['forBabiesChildren', 'adults'],
    mrp: 22000,
    description:
      'Sequencing of about 6,000 genes known to cause disease. A first step when a specific genetic condition is suspected.',
    preparation: "No fasting is needed. Bring the doctor's referral and earlier reports.",
    homeCollection: true,
  },
  {
    id: id(23),
    name: 'TORCH Panel (IgG and IgM)',
    categories: ['prePregnancy', 'duringPregnancy'],
    mrp: 2200,
    description:
      'Antibodies to toxoplasma, rubella, cytomegalovirus and herpes simplex. IgM can stay positive for months and is often misread: a positive result needs interpretation by your doctor, not a decision on its own.',
    preparation: 'No fasting is needed.',
    homeCollection: true,
  },
  {
    id: id(24),
    name: 'Glucose Test in Pregnancy (75 g, 2-hour, DIPSI)',
    categories: ['duringPregnancy', 'postPregnancy'],
    mrp: 450,
    description:
      'The test for gestational diabetes that the national guideline (MoHFW 2018, DIPSI) advises for every pregnant woman: at the first antenatal visit, and again at 24 to 28 weeks if the first was normal. No fasting is needed: you drink 75 g of glucose in water whatever you last ate, and blood is taken 2 hours later; 140 mg/dL or more means gestational diabetes. Those who had it have a 75 g glucose tolerance test 6 to 12 weeks after birth. Needs about 2 hours at the collection centre.',
    preparation:
      'No fasting is needed: at the lab you drink 75 g of glucose in water, whatever you last ate. Then stay at the lab, seated and without eating, for 2 hours until the blood sample.',
    homeCollection: false,
  },
  {
    id: id(25),
    name: 'Thyroid Profile (TSH, Free T3, Free T4)',
    categories: ['prePregnancy', 'duringPregnancy', 'postPregnancy', 'adults'],
    mrp: 600,
    description:
      'Checks thyroid function. Thyroid problems are common in pregnancy in India and are treatable; TSH targets in pregnancy differ from other times.',
    preparation: "No fasting is needed. If you take thyroxine, give the sample before the day's tablet.",
    homeCollection: true,
  },
  {
    id: id(26),
    name: 'Blood Group and Rh Typing with Antibody Screen',
    categories: ['prePregnancy', 'duringPregnancy'],
    mrp: 550,
    description:
      'Your ABO group and Rh factor, and a screen for red cell antibodies. Rh-negative mothers need the antibody test before anti-D is given.',
    preparation: 'No preparation is needed.',
    homeCollection: true,
  },
  {
    id: id(27),
    name: 'Complete Blood Count with Iron Studies',
    categories: ['prePregnancy', 'duringPregnancy', 'postPregnancy', 'adults'],
    mrp: 900,
    description:
      'Haemoglobin, red cell indices, ferritin and iron. Anaemia is common before and after birth and is treatable.',
    preparation:
      'Fast overnight for 8 to 12 hours if you can (water is fine) and take no iron tablet for 24 hours before: both change the iron result.',
    homeCollection: true,
  },
  {
    id: id(28),
    name: 'Rubella IgG (Immunity)',
    categories: ['prePregnancy'],
    mrp: 500,
    description:
      'Shows whether you are protected against rubella. If not immune, the vaccine is given before pregnancy (not during), with a month before trying to conceive.',
    preparation: 'No preparation is needed.',
    homeCollection: true,
  },
  {
    id: id(29),
    name: 'Vitamin D (25-OH)',
    categories: ['adults', 'duringPregnancy', 'postPregnancy'],
    mrp: 1100,
    description: 'Measures vitamin D stores. Low levels are common in India across all ages.',
    preparation: 'No fasting is needed.',
    homeCollection: true,
  },
  {
    id: id(30),
    name: 'Anti-Mullerian Hormone (AMH)',
    categories: ['prePregnancy', 'adults'],
    mrp: 1600,
    description:
      'Gives an idea of ovarian reserve for fertility planning. It does not predict whether you can conceive naturally this year on its own.',
    preparation: 'No fasting is needed; any day of the menstrual cycle will do.',
    homeCollection: true,
  },
  {
    id: id(31),
    name: 'Semen Analysis',
    categories: ['prePregnancy', 'adults'],
    mrp: 700,
    description:
      'Count, movement and shape of sperm. Part of the first tests when a couple has difficulty conceiving.',
    preparation:
      'Abstain from ejaculation for 2 to 7 days before the sample. The sample is given at the lab, in a private room.',
    homeCollection: false,
  },
  {
    id: id(32),
    name: 'Postpartum Thyroid and Haemoglobin Check',
    categories: ['postPregnancy'],
    mrp: 750,
    description:
      'TSH and haemoglobin 6 to 12 weeks after birth. Tiredness and low mood after birth can have a thyroid or anaemia cause worth ruling out.',
    preparation: "No fasting is needed. If you take thyroxine, give the sample before the day's tablet.",
    homeCollection: true,
  },
  {
    id: id(33),
    name: 'Hearing-Loss Gene Panel (GJB2 and others)',
    categories: ['forBabiesChildren'],
    mrp: 12000,
    description:
      'For a baby or child with hearing loss found on screening. Finding the cause helps plan treatment and tells the family the chance for future children.',
    preparation: 'No fasting is needed. Bring the hearing screening report.',
    homeCollection: true,
  },
  {
    id: id(34),
    name: 'Duchenne and Becker Muscular Dystrophy (DMD MLPA)',
    categories: ['forBabiesChildren', 'prePregnancy'],
    mrp: 9000,
    description:
      'Looks for deletions and duplications in the DMD gene, for a boy with muscle weakness or for carrier testing of his mother and sisters.',
    preparation: 'No fasting is needed.',
    homeCollection: true,
  },
];
