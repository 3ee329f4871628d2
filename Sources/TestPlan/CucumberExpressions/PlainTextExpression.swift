/// An expression that knows the plain text every step it matches contains: the library's
/// own two kinds, which `StepIndex` files by that text. Any other `StepExpression` is offered
/// every step.
protocol PlainTextExpression: StepExpression {
    var requiredText: RequiredText { get }
}

extension CucumberExpression: PlainTextExpression {}
extension RegularExpressionStep: PlainTextExpression {}
