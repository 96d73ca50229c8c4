import '@care/ui/testing/setup-jsdom';
