import type { ArticleType } from '@care/contracts/articles/constants';
import type { Interest, Tribe } from '@care/contracts/patient/constants';

// Shapes of the authored content loaded by the content seed. Media paths are keys under
// apps/api/media (served at /media/<key>, or from MEDIA_BASE_URL when set).

export interface SeedCareNotes {
  highlights: string[];
  precautions: string[];
  recommendations: string[];
}

export interface SeedPregnancyWeek {
  week: number; // 1-40
  /** Comparison a patient can picture: 'a poppy seed', 'a lime', 'a watermelon'. */
  size: string;
  /** Crown-rump length to week 19, crown-heel from week 20; 0 before there is an embryo to measure. */
  heightCm: number;
  weightG: number;
  /** Key of the drawing, 'pregnancy-data/week-07.svg'. */
  sizeImage: string;
  descriptionForBaby: string;
  descriptionForMom: string;
  /** Baby highlights may use {{patient_name}} for the patient's full name. */
  baby: SeedCareNotes;
  mom: SeedCareNotes;
}

export interface SeedArticle {
  slug: string;
  title: string;
  type: ArticleType;
  /** One of the four interests; null for general reading. */
  category: Interest | null;
  /** Pregnancy weeks the article suits (inclusive); omit for any week. */
  weekFrom?: number;
  weekTo?: number;
  tribes: Tribe[];
  /** One or two plain sentences, shown cut to 100 characters. */
  shortDescription: string;
  /** Plain HTML: <p>, <h3>, <ul>/<ol>/<li>, <strong>, <em>, <a href>. */
  body: string;
  /** 'article/<slug>.svg' */
  image: string;
  /** 'article/<file>.mp3' for audio articles. */
  audio?: string;
  /** 'article/<file>.mp4' for video articles. */
  video?: string;
  /** Published this many days before the seed runs. */
  daysAgo: number;
  views: number;
}
