export { DEFAULT_MOCK_ADDRESS, type MockConfig, readMockConfig } from "./config.js";
export { type RunningMock, type StartMockOptions, startMock } from "./start-mock.js";
