/** What the app uses of demo: its start-up task, demo content on an empty embedded database. */
export { seedDemoContent } from './demo.startup';
