/**
 * Static pages served by GET page/... (About Us, terms by consultation type, legal policies).
 * `description` is HTML using <h3>, <p>, <ul>, <ol>, <li> and <strong> only.
 */

export interface SeedPage {
  slug: string;
  title: string;
  description: string;
}

export const pagesSeed: SeedPage[] = [
  {
    slug: 'about-us',
    title: 'About Us',
    description:
      '<h3>Who we are</h3>' +
      '<p>Lilac Genomics &amp; Care is an Indian healthcare provider that brings together genetic diagnostics, genetic counselling, mental-health counselling and pregnancy care. We work with families, obstetricians, paediatricians and oncologists to help people understand their health and make informed choices, with care that is respectful, private and easy to reach.</p>' +
      '<h3>Genetic testing and diagnostics</h3>' +
      '<p>Our laboratory services cover the main areas of clinical genetics:</p>' +
      '<ul>' +
      '<li><strong>Reproductive genetics:</strong> carrier screening for couples planning a pregnancy, prenatal screening and diagnostic testing, and investigations for recurrent pregnancy loss.</li>' +
      '<li><strong>Cancer genetics:</strong> testing for inherited cancer risk in individuals and families, and tumour testing that can help guide treatment decisions made by your oncologist.</li>' +
      '<li><strong>Metabolic genetics:</strong> tests that help diagnose inherited metabolic disorders in babies, children and adults.</li>' +
      '<li><strong>Newborn screening:</strong> screening soon after birth for conditions where early detection and treatment can make a real difference.</li>' +
      '<li><strong>Fetal autopsy:</strong> careful, sensitive examination after a pregnancy loss to help families understand what happened and what it may mean for future pregnancies.</li>' +
      '</ul>' +
      '<p>In line with the PC-PNDT Act, 1994, we do not determine or disclose the sex of a fetus.</p>' +
      '<h3>Genetic counselling</h3>' +
      '<p>A test result is only useful when it is understood. Our genetic counsellors help you before and after testing: what a test can and cannot tell you, what a result means for you and your relatives, and what options are open to you. Counselling is non-directive; the decisions remain yours.</p>' +
      '<h3>Mental-health counselling</h3>' +
      '<p>Health news, pregnancy, infertility, loss and everyday life can all weigh on the mind. Our psychologists and counsellors offer confidential video sessions for individuals, couples and families, for concerns such as stress, anxiety, low mood, grief, relationship difficulties and perinatal mental health. Many of our therapists work in Indian languages as well as English.</p>' +
      '<h3>Pregnancy care</h3>' +
      '<p>Through the app, expecting parents can follow their pregnancy week by week, read and watch content reviewed for accuracy, track their mood, and book lab tests and consultations when they need them. Our content is meant to inform, not to replace the advice of your own doctor.</p>' +
      '<h3>How we work</h3>' +
      '<ul>' +
      '<li><strong>Privacy first:</strong> your health information is encrypted, shared only with the professionals caring for you, and never sold.</li>' +
      '<li><strong>Qualified professionals:</strong> our counsellors and clinicians are trained in their fields and work within professional and ethical guidelines.</li>' +
      '<li><strong>Accessible care:</strong> video consultations from home, clear fees in rupees, and support in several Indian languages.</li>' +
      '</ul>' +
      '<h3>Get in touch</h3>' +
      '<p>For questions about our services, tests or appointments, please use the Contact Us page in the app. Our team will get back to you during working hours. We are not an emergency service; in an emergency in India, please call 112.</p>',
  },
  {
    slug: 'tnc-gc',
    title: 'Terms & Conditions: Genetic Counselling',
    description:
      '<p>These terms apply when you book a genetic counselling session with Lilac Genomics &amp; Care through our app or website. By ticking “I accept the terms &amp; conditions” on the booking form, you agree to them.</p>' +
      '<ol>' +
      '<li><strong>Eligibility.</strong> You must be 18 years or older to book. If you book for someone else, that person must also be 18 or older and must have agreed to the session.</li>' +
      '<li><strong>Nature of the service.</strong> Genetic counselling provides information, explanation and support about genetic conditions, tests and results. It is not a diagnosis or treatment in itself, and it does not replace care from your own doctor. Counselling is non-directive: your counsellor explains options, and decisions about testing, pregnancy or treatment remain yours.</li>' +
      '<li><strong>Accurate information.</strong> Please give accurate personal, medical and family history, and share relevant reports. Advice can only be as complete as the information available to your counsellor.</li>' +
      '<li><strong>Booking.</strong> A chosen time slot is held for 10 minutes while you complete payment. Your booking is confirmed only after successful payment, or when a booking is confirmed by our team without payment.</li>' +
      '<li><strong>Fees and payment.</strong> Fees for a first consultation and for a follow-up are shown in Indian Rupees before you pay. Payments are processed by Razorpay (UPI, cards and net banking). Coupons are applied as shown on the booking form and cannot be exchanged for cash.</li>' +
      '<li><strong>Cancellation and refunds.</strong> You may cancel from the app an appointment dated after today. Same-day appointments cannot be cancelled in the app. Refunds for cancelled bookings go to the original payment method; banks usually take 5–7 working days. If you do not join a confirmed session, it is treated as completed.</li>' +
      '<li><strong>Sessions and punctuality.</strong> Sessions take place by video and end at the scheduled end time, even if you join late. If we are unable to hold your session because of a problem on our side, we will offer you another slot or a refund.</li>' +
      '<li><strong>Confidentiality.</strong> What you share is kept confidential and is used only to provide your care. Your reports and intake form are shared with your counsellor. Information is disclosed to others only with your consent or where the law requires it. Genetic results can be relevant to relatives; your counsellor may discuss with you how to share them, but will not contact relatives without your consent.</li>' +
      '<li><strong>Fetal sex.</strong> In line with the PC-PNDT Act, 1994, we do not determine or disclose the sex of a fetus, and counsellors will not discuss it.</li>' +
      '<li><strong>No recording.</strong> Sessions may not be recorded by you or by us, in audio, video or by screen capture, unless both parties agree in writing in advance.</li>' +
      '<li><strong>Not an emergency service.</strong> For any medical emergency, call 112 or go to the nearest hospital. Please contact your treating doctor for urgent pregnancy concerns such as bleeding, pain or reduced fetal movements.</li>' +
      '<li><strong>Feedback and concerns.</strong> If you are unhappy with any part of our service, please tell us through Contact Us. We will review it and reply.</li>' +
      '</ol>',
  },
  {
    slug: 'tnc-mhc',
    title: 'Terms & Conditions: Mental Health Counselling',
    description:
      '<p>These terms apply when you book a mental-health counselling session with Lilac Genomics &amp; Care through our app or website. By ticking “I accept the terms &amp; conditions” on the booking form, you agree to them.</p>' +
      '<ol>' +
      '<li><strong>Eligibility.</strong> You must be 18 years or older to book. If you book for someone else, that person must also be 18 or older and must have agreed to attend. For couple and family sessions, every participant should be aware of and agree to the session.</li>' +
      '<li><strong>Nature of the service.</strong> Counselling is a collaborative, talking-based process. Progress varies from person to person and cannot be guaranteed. Counsellors and psychologists do not prescribe medication; if your therapist feels a psychiatric or medical opinion would help, they will discuss a referral with you.</li>' +
      '<li><strong>Not an emergency service.</strong> We cannot offer crisis support between sessions. If you are in danger or thinking about harming yourself, call 112, call Tele-MANAS on 14416 (free, 24 hours), or go to the nearest hospital emergency department.</li>' +
      '<li><strong>Booking.</strong> A chosen time slot is held for 10 minutes while you complete payment. Your booking is confirmed only after successful payment, or when a booking is confirmed by our team without payment.</li>' +
      '<li><strong>Fees and payment.</strong> Fees for individual, couple and family sessions are shown in Indian Rupees before you pay. Payments are processed by Razorpay (UPI, cards and net banking). Coupons and gift codes are applied as shown on the booking form and cannot be exchanged for cash.</li>' +
      '<li><strong>Cancellation and refunds.</strong> You may cancel from the app an appointment dated after today. Same-day appointments cannot be cancelled in the app. Refunds for cancelled bookings go to the original payment method; banks usually take 5–7 working days. If you do not join a confirmed session, it is treated as completed.</li>' +
      '<li><strong>Sessions and punctuality.</strong> Sessions take place by video and end at the scheduled end time, even if you join late. Please join from a private, quiet place where you will not be overheard. If we are unable to hold your session because of a problem on our side, we will offer you another slot or a refund.</li>' +
      '<li><strong>Confidentiality.</strong> What you share in counselling is confidential. Your intake form and session notes are available only to your therapist and are never sold or used for advertising. Confidentiality may be limited only where there is a serious and immediate risk to your safety or someone else’s, where a child or vulnerable person may be at risk of harm, or where the law requires disclosure. Where possible, your therapist will talk with you first.</li>' +
      '<li><strong>No recording.</strong> Sessions may not be recorded by you or by us, in audio, video or by screen capture.</li>' +
      '<li><strong>Respectful conduct.</strong> Our services are affirming of all genders, sexualities, faiths and backgrounds. We ask clients to treat therapists with the same respect; abusive or threatening behaviour may lead to a session being ended.</li>' +
      '<li><strong>Ending or changing therapists.</strong> You are free to stop counselling or to book with a different therapist at any time. Your therapist may also suggest a referral if another professional is better suited to your needs.</li>' +
      '<li><strong>Feedback and concerns.</strong> If you are unhappy with any part of our service, please tell us through Contact Us. We will review it and reply.</li>' +
      '</ol>',
  },
  {
    slug: 'privacy-policy',
    title: 'Privacy Policy',
    description:
      '<p>This policy explains how Lilac Genomics &amp; Care collects, uses and protects your personal information when you use our app and website. We handle personal data in accordance with applicable Indian law, including the Information Technology Act, 2000 and the Digital Personal Data Protection Act, 2023.</p>' +
      '<h3>What we collect</h3>' +
      '<ul>' +
      '<li><strong>Account details:</strong> your name, mobile number, e-mail address, date of birth and gender.</li>' +
      '<li><strong>Health information you choose to share:</strong> pregnancy stage and last menstrual date, interests and support tribes, mood check-ins, intake form answers and reports you upload.</li>' +
      '<li><strong>Service records:</strong> appointments, test bookings, test reports, coupons and payment status. Card, UPI and bank details are handled by our payment provider, Razorpay; we do not store them.</li>' +
      '</ul>' +
      '<h3>How we use it</h3>' +
      '<ul>' +
      '<li>To provide your consultations, tests and reports, and to personalise pregnancy and wellness content.</li>' +
      '<li>To send you one-time passwords, booking confirmations, intake form links and service messages.</li>' +
      '<li>To keep the service secure and to meet our legal obligations.</li>' +
      '</ul>' +
      '<h3>Who can see it</h3>' +
      '<p>Your health information is shared only with the counsellor or clinician caring for you, and with staff who need it to deliver your service. Service providers who help us run the app (such as hosting, SMS, payments and video calls) process data only on our instructions. <strong>We never sell your data</strong> and do not use it for advertising. We disclose information to authorities only when the law requires it.</p>' +
      '<h3>How we protect it</h3>' +
      '<p>Data is encrypted in transit and at rest, and access is limited to authorised people. Sessions are not recorded.</p>' +
      '<h3>Your choices and rights</h3>' +
      '<p>You can view and update most of your details in Your Profile. You may ask us for a copy of your data, ask us to correct it, withdraw consent or ask us to delete your account by writing to us through Contact Us. Some records, such as payment and medical records, may need to be kept for the period required by law.</p>' +
      '<h3>Contact</h3>' +
      '<p>For privacy questions or complaints, please reach us through the Contact Us page. We may update this policy from time to time and will show the latest version here.</p>',
  },
  {
    slug: 'cookie-policy',
    title: 'Cookie Policy',
    description:
      '<p>This policy explains how Lilac Genomics &amp; Care uses cookies and similar browser storage on our website and web app.</p>' +
      '<h3>What we use</h3>' +
      '<ul>' +
      '<li><strong>Essential storage:</strong> keeps you signed in and remembers basic preferences such as your pregnancy week and chosen tribes, so pages show the right content. The app cannot work properly without it.</li>' +
      '<li><strong>Third-party services:</strong> our payment provider (Razorpay) and video-consultation service may set their own cookies when you pay or join a session, to keep those steps secure and working.</li>' +
      '</ul>' +
      '<h3>What we do not use</h3>' +
      '<p>We do not use advertising cookies and we do not track you across other websites.</p>' +
      '<h3>Your choices</h3>' +
      '<p>You can clear cookies and site data in your browser settings at any time. Signing out also clears your session from the browser. If you block essential storage, you will not be able to stay signed in.</p>' +
      '<p>For questions, please reach us through the Contact Us page.</p>',
  },
];
