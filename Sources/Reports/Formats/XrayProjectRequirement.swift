extension XrayReport {
    /// Why Xray would refuse the document for want of a Jira project, if it would: Xray's
    /// schema requires `testInfo.projectKey` (with `summary` and the test type) for every test
    /// it is to find or create, which is every test no Jira key tag names; and a new Test
    /// Execution (no `testExecutionKey`) is created in `info.project`. Without them Xray fails
    /// the import on its schema, after the file was made and sent, so the export says first
    /// what to pass.
    public static func projectProblem(_ report: Report, options: Options) -> String? {
        guard given(options.projectKey) == nil else { return nil }
        let untagged = XrayTestEntry.entries(report).filter { testKey(tags: $0.first.planned.tags) == nil }.count
        let newExecution = given(options.testExecutionKey) == nil
        let scenarios = untagged == 1 ? "the scenario with no Jira key tag" : "the \(untagged) scenarios with no Jira key tag"
        let tag = "tag each scenario with its test (@TEST_DEMO-7)"
        switch (untagged > 0, newExecution) {
        case (false, false):
            return nil
        case (true, false):
            return "Xray needs a Jira project for \(scenarios) (it creates \(untagged == 1 ? "its test" : "their tests")): "
                + "pass --project KEY, or \(tag)"
        case (false, true):
            return "Xray needs a Jira project to create the Test Execution: pass --project KEY, "
                + "or --test-execution KEY to import into an existing one"
        case (true, true):
            return "Xray needs a Jira project to create the Test Execution and the tests of \(scenarios): "
                + "pass --project KEY, or --test-execution KEY and \(tag)"
        }
    }
}
