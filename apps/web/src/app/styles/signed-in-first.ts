/**
 * The Mantine styles the participant's frame and the newsfeed's first posts need beyond the
 * first page's (first-page.ts), in Mantine's order and its `mantine` cascade layer: part of the
 * `signed-in` chunk. Every other component's styles load once the newsfeed's first photo has
 * painted, or with any other page or part (lib/component-styles.ts, decision 088). The size
 * budget's check fails the build's test when a first page's code draws a component whose
 * styles its stylesheets lack (scripts/size-budget.ts).
 */
import '@mantine/core/styles/Avatar.layer.css';
import '@mantine/core/styles/Badge.layer.css';
import '@mantine/core/styles/Burger.layer.css';
import '@mantine/core/styles/Image.layer.css';
import '@mantine/core/styles/Indicator.layer.css';
import '@mantine/core/styles/SimpleGrid.layer.css';
import '@mantine/core/styles/Tabs.layer.css';
