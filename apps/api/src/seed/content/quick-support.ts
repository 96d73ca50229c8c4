/**
 * Quick Support (Help) FAQ shown as a nested accordion on /quick-support.
 * Answers are plain HTML; the seeder URL-encodes them before storing.
 * Allowed markup: <p>, <ul>, <li>, <strong> and internal links such as <a href="/ContactUs">.
 */

export interface SeedQaCategory {
  name: string;
  children: SeedQaCategory[];
  questions: { question: string; answer: string }[];
}

export const quickSupportSeed: SeedQaCategory[] = [
  {
    name: 'Urgent Help & Safety',
    children: [],
    questions: [
      {
        question: 'I am in crisis or feel unsafe right now. What should I do?',
        answer:
          '<p><strong>Lilac Genomics &amp; Care is not an emergency service.</strong> Our counsellors see clients by appointment only and cannot respond to emergencies through this app, the chat or Contact Us.</p>' +
          '<p>If you or someone near you is in immediate danger, or you are thinking about harming yourself:</p>' +
          '<ul>' +
          '<li>Call <strong>112</strong>, India’s national emergency number.</li>' +
          '<li>Call <strong>Tele-MANAS on 14416</strong> (or 1-800-891-4416), the Government of India’s free mental-health helpline. It is open 24 hours a day and you can speak in your own language.</li>' +
          '<li>Go to the emergency department of the nearest hospital.</li>' +
          '<li>Stay with someone you trust and tell them how you are feeling.</li>' +
          '</ul>' +
          '<p>Once you are safe, you are welcome to book a session with one of our counsellors for ongoing support.</p>',
      },
    ],
  },
  {
    name: 'Appointments',
    children: [
      {
        name: 'Booking',
        children: [],
        questions: [
          {
            question: 'How do I book a genetic counselling session?',
            answer:
              '<p>Go to <a href="/consultation">Consult an Expert</a> and choose <strong>Genetic Counselling</strong>. Then:</p>' +
              '<ul>' +
              '<li>Open a counsellor’s profile to see their qualifications, languages and fees.</li>' +
              '<li>Tap <strong>Book</strong>, pick a date from the 7-day strip and choose a free time slot.</li>' +
              '<li>Fill in the booking form: who the session is for, whether this is your first or a follow-up consultation, and whether you were referred by a doctor.</li>' +
              '<li>Upload any earlier reports that may help (optional), confirm that you are 18 or older, accept the terms and tap <strong>Pay</strong>.</li>' +
              '</ul>' +
              '<p>All sessions take place by video. Once payment succeeds you will see your appointment under <a href="/Appointments">Appointments</a>.</p>',
          },
          {
            question: 'How do I book a mental-health counselling session?',
            answer:
              '<p>Go to <a href="/consultation">Consult an Expert</a> and choose <strong>Mental Health Counselling</strong>. You can search by name and use the filter to narrow the list by <strong>language</strong>, <strong>concerns</strong> (for example anxiety, grief or postpartum mood) and <strong>therapy approach</strong>.</p>' +
              '<ul>' +
              '<li>Open a therapist’s profile, tap <strong>Book</strong> and choose a date and time slot.</li>' +
              '<li>On the booking form, choose the counselling type (individual, couple or family). Each type has its own fee, shown before you pay.</li>' +
              '<li>Confirm that you are 18 or older, accept the terms and tap <strong>Pay</strong>.</li>' +
              '</ul>' +
              '<p>It is fine not to know exactly what you want to talk about yet. Your therapist will start by understanding what brings you in.</p>',
          },
          {
            question: 'How long is my chosen time slot held for me?',
            answer:
              '<p>When you confirm a time slot, it is <strong>held for you for 10 minutes</strong> while you fill in the booking form and complete payment. During this time no one else can book it.</p>' +
              '<p>If payment is not completed within 10 minutes, the slot is released and may be taken by someone else. You can simply choose a slot again and retry.</p>',
          },
          {
            question: 'Can I book a session for a family member or someone else?',
            answer:
              '<p>Yes. On the booking form choose <strong>Someone else</strong> and enter their full name, date of birth, e-mail and phone number. The person attending must be <strong>18 years or older</strong>.</p>' +
              '<p>Please make sure they know about the booking and agree to it. Counselling works best when the person has chosen to attend.</p>',
          },
          {
            question: 'What is the difference between genetic counselling and mental-health counselling?',
            answer:
              '<p><strong>Genetic counselling</strong> helps you understand genetic conditions, tests and results: for example planning a pregnancy, an abnormal screening result, a family history of cancer, or a diagnosis in a child. A genetic counsellor explains your options so you can make informed decisions.</p>' +
              '<p><strong>Mental-health counselling</strong> is talking therapy with a psychologist or counsellor for emotional concerns such as stress, anxiety, low mood, grief, relationship difficulties or the emotional side of pregnancy and infertility.</p>' +
              '<p>Not sure which one you need? Write to us through <a href="/ContactUs">Contact Us</a> and we will guide you.</p>',
          },
        ],
      },
      {
        name: 'Cancellations & Rescheduling',
        children: [],
        questions: [
          {
            question: 'How do I cancel an appointment?',
            answer:
              '<p>Open <a href="/Appointments">Appointments</a>, go to <strong>Upcoming Appointments</strong>, tap <strong>View Appointment</strong> and then <strong>Cancel Booking</strong>.</p>' +
              '<p>Appointments can be cancelled in the app <strong>only if the appointment date is after today</strong>. On the day of the appointment the Cancel button is not available, because your counsellor has already set aside that time.</p>' +
              '<p>If something unexpected has come up on the day, please write to us through <a href="/ContactUs">Contact Us</a> and we will do our best to help.</p>',
          },
          {
            question: 'Can I reschedule my appointment?',
            answer:
              '<p>There is no separate reschedule option at the moment. If your appointment is dated after today, you can cancel it from the appointment details screen and then book a new slot that suits you better.</p>' +
              '<p>If you would like help finding a new time with the same counsellor, please reach us through <a href="/ContactUs">Contact Us</a>.</p>',
          },
        ],
      },
      {
        name: 'Intake Forms',
        children: [],
        questions: [
          {
            question: 'What is the patient intake form and why have I received a link?',
            answer:
              '<p>After you book, we send you a link to a short <strong>Patient Intake Form</strong>. It asks for some background, such as the reason for your visit and any earlier tests or consultations, so your counsellor can prepare and make the best use of your session time.</p>' +
              '<ul>' +
              '<li>The link opens directly in your browser. You do not need to sign in.</li>' +
              '<li>Each form can be submitted <strong>once</strong>. If you see a message that it has already been submitted, there is nothing more to do.</li>' +
              '<li>Please complete it before your appointment. After the appointment time has passed, the link expires.</li>' +
              '</ul>' +
              '<p>Your answers are shared only with your counsellor. Answer as much as you are comfortable with; you can always discuss things in the session itself.</p>',
          },
        ],
      },
    ],
    questions: [],
  },
  {
    name: 'Payments & Refunds',
    children: [
      {
        name: 'Paying for a Session',
        children: [],
        questions: [
          {
            question: 'Which payment methods can I use?',
            answer:
              '<p>All prices are in <strong>Indian Rupees (INR)</strong>. Payments are processed securely by <strong>Razorpay</strong>, and you can pay with:</p>' +
              '<ul>' +
              '<li>UPI (for example from any UPI app on your phone)</li>' +
              '<li>Debit and credit cards</li>' +
              '<li>Net banking</li>' +
              '</ul>' +
              '<p>We do not see or store your full card or bank details; they are handled by the payment provider.</p>',
          },
          {
            question: 'I received a payment link for my booking. How does it work?',
            answer:
              '<p>Sometimes our team books a session on your behalf and sends you a payment link. Open the link, check the appointment details and tap <strong>Pay</strong>.</p>' +
              '<p>Payment links are valid only for a limited time. If the page says the link has expired, please book the appointment again, or contact us through <a href="/ContactUs">Contact Us</a>. If it says payment has already been made, your booking is confirmed and you do not need to pay again.</p>',
          },
        ],
      },
      {
        name: 'Failed Payments & Refunds',
        children: [],
        questions: [
          {
            question: 'My payment failed, but money was deducted. What happens now?',
            answer:
              '<p>Occasionally a payment is debited but not confirmed, for example because of a network problem. In this case your booking is not completed.</p>' +
              '<ul>' +
              '<li>The amount is usually <strong>reversed automatically to your original payment method within 5–7 working days</strong>, depending on your bank.</li>' +
              '<li>You can try booking again straight away; you will not be charged twice for the same successful booking.</li>' +
              '<li>If the money has not come back after 7 working days, write to us through <a href="/ContactUs">Contact Us</a> with the date, amount and, if you have it, the transaction or UPI reference number.</li>' +
              '</ul>',
          },
          {
            question: 'How long does a refund take?',
            answer:
              '<p>When a refund is issued (for example after you cancel an appointment dated after today), it goes back to the <strong>same payment method</strong> you used. Banks and card issuers usually take <strong>5–7 working days</strong> to show it in your account.</p>' +
              '<p>For UPI payments the refund returns to the linked bank account. If you have not received it after 7 working days, please contact us through <a href="/ContactUs">Contact Us</a>.</p>',
          },
        ],
      },
      {
        name: 'Coupons & Gift Sessions',
        children: [],
        questions: [
          {
            question: 'How do I use a coupon code?',
            answer:
              '<p>On the booking form, type your code in the coupon field and tap <strong>Apply</strong>. If the code is valid you will see the discount and the new total before you pay. Tap <strong>Clear</strong> to remove it.</p>' +
              '<p>For mental-health counselling, please choose the counselling type (individual, couple or family) first, because the discount is calculated on that fee.</p>' +
              '<p>If a code is not accepted, the message on screen explains why, for example that it has expired or has already been used.</p>',
          },
          {
            question: 'How does Gift a Session work?',
            answer:
              '<p>You can buy a counselling session for someone you care about from <a href="/gifts">Gift a Session</a>:</p>' +
              '<ul>' +
              '<li>Choose a value between ₹500 and ₹5,000 and tap <strong>Buy</strong>.</li>' +
              '<li>Enter the recipient’s name, mobile number and e-mail, and add a personal message if you like.</li>' +
              '<li>After payment, a coupon code is created for them to use when booking.</li>' +
              '</ul>' +
              '<p>Your <strong>Coupon History</strong> shows each code with its status: <strong>In use</strong> (not yet redeemed), <strong>Used</strong> or <strong>Expired</strong>. You can copy the code to share it yourself.</p>',
          },
        ],
      },
    ],
    questions: [],
  },
  {
    name: 'Reports',
    children: [
      {
        name: 'Uploading Reports',
        children: [],
        questions: [
          {
            question: 'How do I upload my earlier reports?',
            answer:
              '<p>You can add reports in two places:</p>' +
              '<ul>' +
              '<li><strong>While booking:</strong> on the booking form, enter a title for the document first, then choose the file. You can attach <strong>up to 5 files per booking</strong>; these are shared with the counsellor for that appointment.</li>' +
              '<li><strong>Any time:</strong> go to <a href="/my-reports">My Reports</a>, open <strong>Your Reports</strong> and tap <strong>Add Report</strong>.</li>' +
              '</ul>' +
              '<p>Accepted file types are <strong>JPG, PNG and PDF</strong>. A clear photo or scan, with all pages included, helps your counsellor read it correctly.</p>',
          },
        ],
      },
      {
        name: 'Test & Doctor Reports',
        children: [],
        questions: [
          {
            question: 'Where can I see my test reports?',
            answer:
              '<p>Go to <a href="/my-reports">My Reports</a>. There are three tabs:</p>' +
              '<ul>' +
              '<li><strong>Your Reports</strong>: documents you have uploaded yourself.</li>' +
              '<li><strong>Test Reports</strong>: reports for tests done through our laboratory, once they are released.</li>' +
              '<li><strong>Doctor Report</strong>: notes or reports your counsellor or doctor has shared with you.</li>' +
              '</ul>' +
              '<p>You can search test reports and sort or filter them by status.</p>',
          },
          {
            question: 'What do the statuses on my test report mean?',
            answer:
              '<p>Each test report shows a status to help you find it quickly. It is a summary only; the full report and your counsellor’s explanation matter more than the label.</p>' +
              '<ul>' +
              '<li><strong>Low Risk</strong>, <strong>Intermediate Risk</strong> or <strong>High Risk</strong>: used for screening tests. A screening result estimates a chance; it is <strong>not a diagnosis</strong>. A higher-risk result usually means further discussion or a confirmatory test may be offered.</li>' +
              '<li><strong>Normal</strong> or <strong>Abnormal</strong>: used for tests that look for a specific finding.</li>' +
              '<li><strong>Failed</strong>: the laboratory could not get a reliable result from the sample. This says nothing about your health; our team will advise on next steps, which may include a repeat sample.</li>' +
              '</ul>' +
              '<p>If a result worries you, please book a genetic counselling session so someone can go through it with you.</p>',
          },
        ],
      },
    ],
    questions: [],
  },
  {
    name: 'Video Consultations',
    children: [],
    questions: [
      {
        question: 'How do I join my video session?',
        answer:
          '<p>Open <a href="/Appointments">Appointments</a>, tap <strong>View Appointment</strong> and then <strong>Join</strong>.</p>' +
          '<ul>' +
          '<li>The room <strong>opens at your appointment start time</strong>. If you arrive early you will see when your session starts, and the room opens on its own when the time comes, so you can keep the page open.</li>' +
          '<li>When your browser asks, <strong>allow camera and microphone access</strong>.</li>' +
          '<li>You join with your camera and microphone switched off. Use the toolbar buttons to turn them on.</li>' +
          '</ul>' +
          '<p>The session ends at the scheduled end time, so joining on time gives you the full session.</p>',
      },
      {
        question: 'Can I join from my phone? Do I need to install anything?',
        answer:
          '<p>Yes, sessions work in the browser on phones, tablets and computers, and there is nothing extra to install. For the best experience:</p>' +
          '<ul>' +
          '<li>Use an up-to-date browser such as Chrome, Safari, Edge or Firefox.</li>' +
          '<li>Find a quiet, private place where you can talk freely.</li>' +
          '<li>Use earphones if others are nearby, and keep your phone charged or plugged in.</li>' +
          '<li>If your browser blocked the camera or microphone earlier, allow them again in your browser or phone settings for this site.</li>' +
          '</ul>',
      },
      {
        question: 'My call dropped or the video froze. What should I do?',
        answer:
          '<p>Do not worry, this happens sometimes.</p>' +
          '<ul>' +
          '<li>Go back to your appointment and tap <strong>Join</strong> again. You can rejoin at any time until the scheduled end time.</li>' +
          '<li>Check your internet connection. Switching between Wi-Fi and mobile data often helps.</li>' +
          '<li>If the video keeps freezing, turn your camera off and continue with audio only.</li>' +
          '<li>Close other apps or tabs that may be using your camera or internet.</li>' +
          '</ul>' +
          '<p>If you could not continue the session because of a technical problem, please tell us through <a href="/ContactUs">Contact Us</a> and we will help you with next steps.</p>',
      },
      {
        question: 'Can I record my session?',
        answer:
          '<p>No. To protect everyone’s privacy, sessions may not be recorded by you or by your counsellor, including by screen recording or another device.</p>' +
          '<p>If you would like to remember key points, you are welcome to take written notes, and you can ask your counsellor to summarise the main points at the end.</p>',
      },
    ],
  },
  {
    name: 'Account & Privacy',
    children: [
      {
        name: 'Sign-in & Password',
        children: [],
        questions: [
          {
            question: 'I forgot my password. How do I reset it?',
            answer:
              '<p>On the <strong>Sign In</strong> screen, tap <strong>Forgot Password</strong>, then:</p>' +
              '<ul>' +
              '<li>Enter the 10-digit mobile number registered with us and tap <strong>Send OTP</strong>.</li>' +
              '<li>Enter the <strong>4-digit OTP</strong> you receive by SMS and tap <strong>Confirm OTP</strong>. If it does not arrive, you can tap <strong>Resend OTP</strong> after 30 seconds.</li>' +
              '<li>Choose a new password of at least 8 characters with a lowercase letter, a number and a special character (such as ! @ # $ % ^ &amp; *), and confirm it.</li>' +
              '</ul>' +
              '<p>Then sign in with your new password. We will never ask you for your OTP by phone or e-mail, so please do not share it with anyone.</p>',
          },
        ],
      },
      {
        name: 'Profile',
        children: [],
        questions: [
          {
            question: 'How do I change my profile details?',
            answer:
              '<p>Go to <a href="/profile">Your Profile</a>. You can update your name, date of birth, gender, interests, pregnancy stage and last menstrual date, support tribes and profile picture, then tap <strong>Save</strong>.</p>' +
              '<p>Your <strong>e-mail address and mobile number cannot be changed in the app</strong>, because they identify your account. If you need to change them, please write to us through <a href="/ContactUs">Contact Us</a>.</p>' +
              '<p>Profile pictures can be JPG or PNG files up to 10 MB; larger photos are resized automatically.</p>',
          },
        ],
      },
      {
        name: 'Privacy & Data',
        children: [],
        questions: [
          {
            question: 'Is my health information private?',
            answer:
              '<p>Yes. We take the privacy of your health information very seriously.</p>' +
              '<ul>' +
              '<li>Your data is <strong>encrypted</strong> when it is sent and when it is stored.</li>' +
              '<li>Your intake answers, reports and session details are <strong>shared only with the counsellor you book with</strong>, to provide your care.</li>' +
              '<li>We <strong>never sell</strong> your personal or health data, and we do not use it for advertising.</li>' +
              '<li>What you discuss in counselling stays confidential, except in the rare situations described in our terms, such as a serious risk to your safety or someone else’s.</li>' +
              '</ul>' +
              '<p>You can read more in our privacy policy, or ask us anything through <a href="/ContactUs">Contact Us</a>.</p>',
          },
          {
            question: 'How do I delete my account?',
            answer:
              '<p>To delete your account, please send a request through <a href="/ContactUs">Contact Us</a> from the e-mail address or mobile number registered with us, and write “Delete my account” in the message.</p>' +
              '<p>We will confirm your identity and let you know when the deletion is complete. Please note that we may need to keep some records, such as payment and medical records, for the period required by law; these are kept securely and are not used for any other purpose.</p>' +
              '<p>If you have upcoming appointments, please cancel them first or mention them in your request.</p>',
          },
        ],
      },
    ],
    questions: [],
  },
];
