import type { JobLocale } from '../../domain/jobs.ts';
import { OpeningSchema } from '../../domain/jobs.ts';
import type { Db } from '../db/open.ts';
import { publicId } from '../ids.ts';

type DemoOpening = { location: 'WB' | 'BR' | 'JH' | 'OD'; text: Record<JobLocale, { title: string; description: string }> };

/**
 * Demo openings for development (issue 20; `demo = 1`, shown with a "Demo" label on the careers page),
 * seeded with the developer tools on (DEV_TOOLS) only: a deployment's openings are its own.
 */
export const DEMO_OPENINGS: readonly DemoOpening[] = [
  {
    location: 'WB',
    text: {
      'en-US': {
        title: 'Registered pharmacist',
        description:
          'Dispense prescriptions and advise customers at our Salt Lake, Kolkata counter. D.Pharm or B.Pharm with a West Bengal Pharmacy Council registration.',
      },
      'bn-IN': {
        title: 'নিবন্ধিত ফার্মাসিস্ট',
        description: 'সল্টলেক, কলকাতার কাউন্টারে প্রেসক্রিপশনের ওষুধ দেওয়া ও গ্রাহকদের পরামর্শ দেওয়া। পশ্চিমবঙ্গ ফার্মেসি কাউন্সিলে নিবন্ধিত ডি.ফার্ম বা বি.ফার্ম।',
      },
      'hi-IN': {
        title: 'पंजीकृत फार्मासिस्ट',
        description: 'सॉल्ट लेक, कोलकाता काउंटर पर पर्चे की दवाएँ देना और ग्राहकों को सलाह देना। पश्चिम बंगाल फार्मेसी काउंसिल में पंजीकृत डी.फार्म या बी.फार्म।',
      },
      'or-IN': {
        title: 'ପଞ୍ଜୀକୃତ ଫାର୍ମାସିଷ୍ଟ',
        description: 'ସଲ୍ଟ ଲେକ୍, କୋଲକାତା କାଉଣ୍ଟରରେ ପ୍ରେସକ୍ରିପସନ୍ ଔଷଧ ଦେବା ଓ ଗ୍ରାହକଙ୍କୁ ପରାମର୍ଶ ଦେବା। ପଶ୍ଚିମବଙ୍ଗ ଫାର୍ମାସି କାଉନସିଲରେ ପଞ୍ଜୀକୃତ ଡି.ଫାର୍ମ ବା ବି.ଫାର୍ମ।',
      },
    },
  },
  {
    location: 'OD',
    text: {
      'en-US': {
        title: 'Delivery associate',
        description: 'Deliver orders across Bhubaneswar on your own two-wheeler and collect cash on delivery. A driving licence and a smartphone are needed.',
      },
      'bn-IN': {
        title: 'ডেলিভারি সহযোগী',
        description: 'নিজের দু-চাকার গাড়িতে ভুবনেশ্বর জুড়ে অর্ডার পৌঁছে দেওয়া ও ক্যাশ অন ডেলিভারির টাকা নেওয়া। ড্রাইভিং লাইসেন্স ও স্মার্টফোন প্রয়োজন।',
      },
      'hi-IN': {
        title: 'डिलीवरी सहयोगी',
        description: 'अपने दोपहिया वाहन से भुवनेश्वर भर में ऑर्डर पहुँचाना और कैश ऑन डिलीवरी की राशि लेना। ड्राइविंग लाइसेंस और स्मार्टफ़ोन ज़रूरी है।',
      },
      'or-IN': { title: 'ଡେଲିଭେରି ସହଯୋଗୀ', description: 'ନିଜ ଦୁଇଚକିଆ ଗାଡ଼ିରେ ଭୁବନେଶ୍ୱର ସାରା ଅର୍ଡର ପହଞ୍ଚାଇବା ଓ କ୍ୟାସ୍ ଅନ୍ ଡେଲିଭେରି ଟଙ୍କା ନେବା। ଡ୍ରାଇଭିଂ ଲାଇସେନ୍ସ ଓ ସ୍ମାର୍ଟଫୋନ୍ ଆବଶ୍ୟକ।' },
    },
  },
  {
    location: 'BR',
    text: {
      'en-US': {
        title: 'Health adviser',
        description:
          'Call our customers in Patna about their repeat medicines and run health camps with our shops. Hindi and some English; a science graduate preferred.',
      },
      'bn-IN': {
        title: 'স্বাস্থ্য পরামর্শদাতা',
        description: 'পাটনার গ্রাহকদের নিয়মিত ওষুধ নিয়ে ফোন করা ও আমাদের দোকানগুলির সঙ্গে স্বাস্থ্য শিবির চালানো। হিন্দি ও কিছু ইংরেজি; বিজ্ঞানে স্নাতক হলে ভালো।',
      },
      'hi-IN': {
        title: 'स्वास्थ्य सलाहकार',
        description:
          'पटना के ग्राहकों को उनकी नियमित दवाओं के बारे में फ़ोन करना और हमारी दुकानों के साथ स्वास्थ्य शिविर चलाना। हिंदी और थोड़ी अंग्रेज़ी; विज्ञान स्नातक को प्राथमिकता।',
      },
      'or-IN': {
        title: 'ସ୍ୱାସ୍ଥ୍ୟ ପରାମର୍ଶଦାତା',
        description: 'ପାଟନାର ଗ୍ରାହକଙ୍କୁ ସେମାନଙ୍କ ନିୟମିତ ଔଷଧ ବିଷୟରେ ଫୋନ୍ କରିବା ଓ ଆମ ଦୋକାନ ସହ ସ୍ୱାସ୍ଥ୍ୟ ଶିବିର ଚଳାଇବା। ହିନ୍ଦୀ ଓ କିଛି ଇଂରାଜୀ; ବିଜ୍ଞାନ ସ୍ନାତକଙ୍କୁ ପସନ୍ଦ।',
      },
    },
  },
];

/** Writes the demo openings once (none yet marked demo); true when it wrote them. */
export async function seedDemoOpenings(db: Db, now: Date): Promise<boolean> {
  const existing = await db.selectFrom('job_openings').select('id').where('demo', '=', 1).limit(1).executeTakeFirst();
  if (existing) return false;
  const rows = DEMO_OPENINGS.flatMap((opening, position) =>
    (Object.entries(opening.text) as [JobLocale, { title: string; description: string }][]).map(([locale, text]) => ({
      ...OpeningSchema.parse({ locale, location: opening.location, ...text }),
      sid: publicId(),
      demo: 1,
      position,
      created_at: now.toISOString(),
    })),
  );
  await db.insertInto('job_openings').values(rows).execute();
  return true;
}
